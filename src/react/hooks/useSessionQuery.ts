import type { QueryBody, QueryName } from '../../protocol/index.js';
import { type ScopeField, type SessionScoped, scopeToSession } from '../query/scopeToSession.js';
import { useSession } from './useSession.js';
import { type QueryHookOptions, useSignedQuery } from './useSignedQuery.js';

/**
 * What a read hook of one operation takes (`useWallets({ walletId, query })`): the body, its
 * session-named fields optional, and TanStack settings in `query`.
 */
export type QueryHookParameters<B, F extends ScopeField = 'organizationId'> = SessionScoped<
  B,
  F
> & {
  query?: QueryHookOptions;
};

export interface UseSessionQueryParameters<N extends QueryName, F extends ScopeField> {
  /** The read of the operation table (spec "Query operations"). */
  operation: N;
  /** Its body; the fields named in `fromSession` may be left out. */
  body: SessionScoped<QueryBody<N>, F>;
  /** The body fields the signed-in session fills when left out (default `['organizationId']`). */
  fromSession?: readonly F[];
  query?: QueryHookOptions;
}

/**
 * A signed-API read whose body names its caller by the signed-in session: the body fields in
 * `fromSession` default to the session's, and until they are known the query waits. A field not
 * in `fromSession` is required in the body. What every read hook of `queryHooks.ts` is made of.
 */
export function useSessionQuery<
  N extends QueryName,
  F extends ScopeField & keyof QueryBody<N> = 'organizationId',
>({
  operation,
  body,
  fromSession = ['organizationId' as F],
  query,
}: UseSessionQueryParameters<N, F>) {
  const scoped = scopeToSession<QueryBody<N>>(body, useSession().session, fromSession);
  return useSignedQuery({ operation, body: scoped, query });
}
