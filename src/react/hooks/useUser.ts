import type { QueryBody } from '../../protocol/index.js';
import { type QueryHookParameters, useSessionQuery } from './useSessionQuery.js';

/**
 * The user (`get_user`: its passkeys, API keys, tags and OAuth identities), by default the
 * signed-in one; `query` passes TanStack settings. Every account change refetches it.
 */
export function useUser({
  query,
  ...body
}: QueryHookParameters<QueryBody<'get_user'>, 'organizationId' | 'userId'> = {}) {
  return useSessionQuery({
    operation: 'get_user',
    body,
    fromSession: ['organizationId', 'userId'],
    query,
  });
}
