import type { ButtonHTMLAttributes, ReactElement } from 'react';
import { useEmbeddedWallets } from '../hooks/useEmbeddedWallets.js';
import { useSession } from '../hooks/useSession.js';
import { useUser } from '../hooks/useUser.js';
import { useBranding, useUi } from '../modal/useUi.js';
import { AccountModal } from './accountModal.js';
import { accountName } from './accountName.js';
import { ACCOUNT_TITLE } from './accountTitle.js';
import { useAccountModal } from './useAccountModal.js';

export type AccountButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>;

/**
 * The signed-in user's opener of the account center (which it mounts itself, unless another
 * `<AccountModal>` is): it shows who is signed in, the e-mail address, else the phone number,
 * else the first wallet's short address. Renders nothing while nobody is signed in (pair it with
 * `<LoginButton>`). A dialog trigger as `<LoginButton>` is: `aria-haspopup`, `aria-expanded`,
 * `data-state`.
 */
export function AccountButton({
  className,
  children,
  style,
  ...rest
}: AccountButtonProps): ReactElement {
  const { ui, theme } = useUi();
  const branding = useBranding();
  const center = useAccountModal();
  const signedIn = useSession().status === 'signedIn';
  const user = useUser({ query: { enabled: signedIn } }).data?.user;
  // The wallets name only an account without a contact: read them for those only.
  const needWallets = signedIn && user !== undefined && !user.userEmail && !user.userPhoneNumber;
  const wallets = useEmbeddedWallets({ query: { enabled: needWallets } }).data;
  const title = ui.strings?.accountTitle ?? ACCOUNT_TITLE;
  const name = accountName(user, wallets);
  return (
    <>
      {signedIn && (
        <button
          {...rest}
          type="button"
          className={['ewk-root', 'ewk-button', 'ewk-account-button', className]
            .filter(Boolean)
            .join(' ')}
          data-theme={theme}
          style={{ ...branding.style, ...style }}
          aria-haspopup="dialog"
          aria-expanded={center.isOpen}
          data-state={center.isOpen ? 'open' : 'closed'}
          aria-label={name ? `${title}: ${name}` : title}
          onClick={() => center.open()}
        >
          <span className="ewk-avatar" aria-hidden="true">
            {(name ?? '?').replace(/^0x/, '').charAt(0).toUpperCase()}
          </span>
          <span className="ewk-account-name">{children ?? name ?? title}</span>
        </button>
      )}
      <AccountModal />
    </>
  );
}
