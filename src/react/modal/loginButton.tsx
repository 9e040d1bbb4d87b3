import { type ButtonHTMLAttributes, type ReactElement, useState } from 'react';
import { logout } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { useSession } from '../hooks/useSession.js';
import { AuthModal } from './authModal.js';
import { reported } from './reported.js';
import { useAuthModal } from './useAuthModal.js';
import { useBranding, useUi } from './useUi.js';

export type LoginButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>;

/**
 * A ready login button: "Log in" opens the modal (which it mounts itself, unless another
 * `<AuthModal>` is already mounted); once signed in it reads "Log out" and logs out.
 *
 * As a dialog trigger (WAI-ARIA APG "Dialog (Modal)", the Radix Dialog trigger) "Log in" says
 * that it opens a dialog (`aria-haspopup="dialog"`) and whether it is open (`aria-expanded`,
 * `data-state` for styling).
 */
export function LoginButton({
  className,
  children,
  style,
  ...rest
}: LoginButtonProps): ReactElement {
  const { strings, theme } = useUi();
  const branding = useBranding();
  const modal = useAuthModal();
  const { status } = useSession();
  const { kit, report } = useWalletKitContext();
  const [loggingOut, setLoggingOut] = useState(false);
  const signedIn = status === 'signedIn';
  // Core's logout, reported as `useLogout` reports it (reported.ts).
  const logOut = () => {
    setLoggingOut(true);
    reported(report, logout(kit))
      .catch(() => {})
      .finally(() => setLoggingOut(false));
  };
  return (
    <>
      <button
        {...rest}
        type="button"
        className={['ewk-root', 'ewk-button', signedIn ? '' : 'ewk-button--primary', className]
          .filter(Boolean)
          .join(' ')}
        data-theme={theme}
        style={{ ...branding.style, ...style }}
        aria-haspopup={signedIn ? undefined : 'dialog'}
        aria-expanded={signedIn ? undefined : modal.isOpen}
        data-state={signedIn ? undefined : modal.isOpen ? 'open' : 'closed'}
        aria-busy={loggingOut || undefined}
        disabled={rest.disabled || loggingOut}
        onClick={() => {
          if (signedIn) logOut();
          else void modal.open();
        }}
      >
        {signedIn ? strings.logoutButton : (children ?? strings.loginButton)}
      </button>
      <AuthModal />
    </>
  );
}
