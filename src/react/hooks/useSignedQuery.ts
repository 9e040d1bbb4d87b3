import { useQuery } from '@tanstack/react-query';
import type { QueryBody, QueryName } from '../../protocol/index.js';
import { signedQueryOptions } from '../query/signedQueryOptions.js';
import { useWalletKit } from './useWalletKit.js';

/** TanStack Query settings a query hook passes through. */
export interface QueryHookOptions {
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number | false;
}

/** Any signed-API query of the operation table; `body` undefined waits. */
export function useSignedQuery<N extends QueryName>(
  op: N,
  body: QueryBody<N> | undefined,
  options: QueryHookOptions = {},
) {
  return useQuery({ ...signedQueryOptions(useWalletKit(), op, body), ...options });
}
