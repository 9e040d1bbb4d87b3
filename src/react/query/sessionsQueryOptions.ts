import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  type ActiveSession,
  type KitError,
  listSessions,
  type Session,
  type WalletKit,
} from '../../core/index.js';
import { signedQueryKey } from './queryKeys.js';

/**
 * The signed-in user's sessions (core `listSessions`). Keyed under `get_user`, so whatever
 * refetches the user (a revocation, a new login method) refetches this too; waits while nobody
 * is signed in.
 */
export function sessionsQueryOptions(kit: WalletKit, session: Session | null) {
  return queryOptions<ActiveSession[], KitError>({
    queryKey: signedQueryKey('get_user', {
      organizationId: session?.organizationId,
      userId: session?.userId,
      sessions: true,
    }),
    queryFn: session ? ({ signal }) => listSessions(kit, { signal }) : skipToken,
    retry: false,
  });
}
