import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  type EmbeddedWallet,
  type KitError,
  listEmbeddedWallets,
  type Session,
  type WalletKit,
} from '../../core/index.js';
import { signedQueryKey } from './queryKeys.js';

/**
 * The signed-in user's wallets with their accounts (core `listEmbeddedWallets`). Keyed under
 * `list_wallets`, so whatever refetches that read (an import, a new wallet) refetches this one
 * too; waits while nobody is signed in.
 */
export function embeddedWalletsQueryOptions(kit: WalletKit, session: Session | null) {
  const organizationId = session?.organizationId;
  return queryOptions<EmbeddedWallet[], KitError>({
    queryKey: signedQueryKey('list_wallets', { organizationId, withAccounts: true }),
    queryFn: organizationId ? ({ signal }) => listEmbeddedWallets(kit, { signal }) : skipToken,
    retry: false,
  });
}
