import { useQuery } from '@tanstack/react-query';
import { embeddedWalletsQueryOptions } from '../query/embeddedWalletsQueryOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { useSession } from './useSession.js';
import type { QueryHookOptions } from './useSignedQuery.js';
import { useWalletKit } from './useWalletKit.js';

/**
 * The signed-in user's embedded wallets, each with its accounts (address, chain, path); waits
 * while nobody is signed in. Refetched after an import and whenever `list_wallets` is.
 */
export function useEmbeddedWallets(parameters: { query?: QueryHookOptions } = {}) {
  const kit = useWalletKit();
  const { session } = useSession();
  return useQuery(
    { ...embeddedWalletsQueryOptions(kit, session), ...parameters.query },
    useKitQueryClient(),
  );
}
