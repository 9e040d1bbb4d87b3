import { useInfiniteQuery } from '@tanstack/react-query';
import {
  type EarnVaultsBody,
  earnVaultsInfiniteQueryOptions,
} from '../query/earnVaultsInfiniteQueryOptions.js';
import { scopeToSession } from '../query/scopeToSession.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { useSession } from './useSession.js';
import type { QueryHookParameters } from './useSessionQuery.js';
import { useWalletKit } from './useWalletKit.js';

/**
 * `list_earn_vaults` as an infinite query: `data.pages` holds the pages read so far,
 * `fetchNextPage()` reads the next one (cursor `pageInfo.endCursor`), `hasNextPage` says
 * whether there is one. `paginationOptions.limit` sets the page size (1 to 100, default 10).
 */
export function useEarnVaults({ query, ...params }: QueryHookParameters<EarnVaultsBody>) {
  const body = scopeToSession<EarnVaultsBody>(params, useSession().session, ['organizationId']);
  return useInfiniteQuery(
    { ...earnVaultsInfiniteQueryOptions(useWalletKit(), body), ...query },
    useKitQueryClient(),
  );
}
