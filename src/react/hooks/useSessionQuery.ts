import type { QueryBody, QueryName } from '../../protocol/index.js';
import { type ScopeField, type SessionScoped, scopeToSession } from '../query/scopeToSession.js';
import { useSession } from './useSession.js';
import { type QueryHookOptions, useSignedQuery } from './useSignedQuery.js';

/** A query hook's argument: the body, its session-named fields optional, and TanStack settings. */
export type SessionQueryArgs<B, F extends ScopeField = 'organizationId'> = SessionScoped<B, F> & {
  query?: QueryHookOptions;
};

/**
 * A signed-API read whose body names its caller by the signed-in session: the body fields in
 * `fields` (default `['organizationId']`; add `'userId'` where the body has one) default to the
 * session's, and until they are known the query waits. A field not in `fields` is required in
 * the body. What every query hook of `queryHooks.ts` is made of.
 */
export function useSessionQuery<
  N extends QueryName,
  F extends ScopeField & keyof QueryBody<N> = 'organizationId',
>(
  op: N,
  { query, ...params }: SessionQueryArgs<QueryBody<N>, F>,
  fields: readonly F[] = ['organizationId' as F],
) {
  const body = scopeToSession<QueryBody<N>>(params, useSession().session, fields);
  return useSignedQuery(op, body, query);
}
