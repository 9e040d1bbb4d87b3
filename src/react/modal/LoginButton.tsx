import { type ButtonHTMLAttributes, type ReactElement, useMemo } from 'react';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { useLogout } from '../hooks/useLogout.js';
import { useSession } from '../hooks/useSession.js';
import { AuthModal } from './AuthModal.js';
import { defaultStrings } from './defaultStrings.js';

export type LoginButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>;

/**
 * A ready login button: "Log in" opens the modal (which it mounts itself, unless another
 * `<AuthModal>` is already mounted); once signed in it reads "Log out" and logs out.
 */
export function LoginButton({ className, children, ...rest }: LoginButtonProps): ReactElement {
  const { modal, ui } = useWalletKitContext();
  const strings = useMemo(() => ({ ...defaultStrings, ...ui.strings }), [ui.strings]);
  const { status } = useSession();
  const logout = useLogout();
  const signedIn = status === 'signedIn';
  const theme = ui.theme && ui.theme !== 'auto' ? ui.theme : undefined;
  return (
    <>
      <button
        {...rest}
        type="button"
        className={['ewk-root', 'ewk-button', signedIn ? '' : 'ewk-button--primary', className]
          .filter(Boolean)
          .join(' ')}
        data-theme={theme}
        aria-busy={logout.isPending || undefined}
        disabled={rest.disabled || logout.isPending}
        onClick={() => {
          if (signedIn) logout.mutate();
          else void modal.open();
        }}
      >
        {signedIn ? strings.logoutButton : (children ?? strings.loginButton)}
      </button>
      <AuthModal />
    </>
  );
}
