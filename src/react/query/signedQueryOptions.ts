import { queryOptions, skipToken } from '@tanstack/react-query';
import type { KitError, WalletKit } from '../../core/index.js';
import type { QueryBody, QueryName, QueryResponse } from '../../protocol/index.js';
import { signedQueryKey } from './queryKeys.js';

/**
 * Options of any signed-API query of the operation table (spec "Query operations"): the action
 * is the core client's `kit.api.query(op, body)`, stamped with the session key. Without a body
 * (its organization or user not known yet) the query waits (`skipToken`).
 */
export function signedQueryOptions<N extends QueryName>(
  kit: WalletKit,
  op: N,
  body: QueryBody<N> | undefined,
) {
  return queryOptions<QueryResponse<N>, KitError>({
    queryKey: signedQueryKey(op, body ?? null),
    queryFn: body === undefined ? skipToken : ({ signal }) => kit.api.query(op, body, { signal }),
    // The transport already resends what may be resent, with backoff (core `createTransport`);
    // a second layer of retries would only multiply the wait before an error shows.
    retry: false,
  });
}
