import type { ReactElement } from 'react';
import { useAccountNav } from './accountNav.js';

/**
 * Says, before the user adds a way in, what the shared-account rule will do to a wallet login
 * (a wallet logs in only to an account nothing else opens, `WALLET_ACCOUNT_SHARED`):
 * adding an e-mail, phone, passkey or social login locks out a wallet the user logs in with;
 * linking a wallet to an account with other ways in gives a wallet that cannot log in. Nothing
 * when the app allows shared accounts (`walletLogin.dangerouslyAllowSharedAccount`).
 */
export function WalletLockNotice({ linking = false }: { linking?: boolean }): ReactElement | null {
  const { strings, methods, walletGuard } = useAccountNav();
  const locks = linking ? methods.length > 0 : methods.some((m) => m.kind === 'wallet');
  if (!walletGuard || !locks) return null;
  return (
    <p className="ewk-notice ewk-warning">
      {linking ? strings.walletLinkLocked : strings.walletWillBeLocked}
    </p>
  );
}
