import type { QueryBody, QueryName } from '../../protocol/operations.js';
import { type ScopeField, type SessionScoped, scopeToSession } from '../query/scopeToSession.js';
import { useSession } from './useSession.js';
import { type QueryHookOptions, useSignedQuery } from './useSignedQuery.js';

/** A query hook's argument: the body, its session-named fields optional, and TanStack settings. */
export type SessionQueryArgs<B, F extends ScopeField = 'organizationId'> = SessionScoped<B, F> & {
  query?: QueryHookOptions;
};

/**
 * A signed-API read whose body names its caller by the signed-in session: `fields`
 * (`organizationId`, and `userId` where the body has one) default to the session's; until they
 * are known the query waits. What every query hook of `queryHooks.ts` is made of.
 */
export function useSessionQuery<N extends QueryName>(
  op: N,
  { query, ...params }: SessionQueryArgs<QueryBody<N>, ScopeField>,
  fields: readonly ScopeField[] = ['organizationId'],
) {
  const body = scopeToSession<QueryBody<N>>(params, useSession().session, fields);
  return useSignedQuery(op, body, query);
}
