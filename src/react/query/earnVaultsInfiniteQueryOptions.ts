import { infiniteQueryOptions, skipToken } from '@tanstack/react-query';
import type { WalletKit } from '../../core/index.js';
import type { QueryBody } from '../../protocol/index.js';
import { signedQueryKey } from './queryKeys.js';

/** `list_earn_vaults` without the cursor, which the pages supply. */
export type EarnVaultsBody = Omit<QueryBody<'list_earn_vaults'>, 'paginationOptions'> & {
  paginationOptions?: { limit?: string };
};

/**
 * The vault catalog as pages (spec "Pagination": "to continue a catalog listing, send
 * `endCursor` as `paginationOptions.after`"), one page per `fetchNextPage()`, until
 * `pageInfo.hasNextPage` is false.
 */
export function earnVaultsInfiniteQueryOptions(kit: WalletKit, body: EarnVaultsBody | undefined) {
  return infiniteQueryOptions({
    queryKey: signedQueryKey('list_earn_vaults', body ?? null),
    queryFn:
      body === undefined
        ? skipToken
        : ({ pageParam, signal }) => {
            const paginationOptions = {
              ...body.paginationOptions,
              ...(pageParam === undefined ? {} : { after: pageParam }),
            };
            return kit.api.query(
              'list_earn_vaults',
              Object.keys(paginationOptions).length > 0 ? { ...body, paginationOptions } : body,
              { signal },
            );
          },
    initialPageParam: undefined as string | undefined,
    // The transport already retries reads with backoff (core `createTransport`).
    retry: false,
    getNextPageParam: (last) =>
      last.pageInfo?.hasNextPage && last.pageInfo.endCursor ? last.pageInfo.endCursor : undefined,
  });
}
