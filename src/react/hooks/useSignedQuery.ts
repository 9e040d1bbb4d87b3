import { useQuery } from '@tanstack/react-query';
import type { QueryBody, QueryName } from '../../protocol/index.js';
import { signedQueryOptions } from '../query/signedQueryOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { useWalletKit } from './useWalletKit.js';

/** TanStack Query settings a query hook passes through (its `query` parameter). */
export interface QueryHookOptions {
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number | false;
}

export interface UseSignedQueryParameters<N extends QueryName> {
  /** The read of the operation table (spec "Query operations"). */
  operation: N;
  /** Its body; undefined waits (the query is not enabled until it is known). */
  body: QueryBody<N> | undefined;
  query?: QueryHookOptions;
}

/** Any signed-API query of the operation table. */
export function useSignedQuery<N extends QueryName>(parameters: UseSignedQueryParameters<N>) {
  return useQuery(
    {
      ...signedQueryOptions(useWalletKit(), parameters.operation, parameters.body),
      ...parameters.query,
    },
    useKitQueryClient(),
  );
}
