import { useQuery } from '@tanstack/react-query';
import { sessionsQueryOptions } from '../query/sessionsQueryOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { useSession } from './useSession.js';
import type { QueryHookOptions } from './useSignedQuery.js';
import { useWalletKit } from './useWalletKit.js';

/**
 * The signed-in user's sessions: each device's name, when it logged in and when it ends, this
 * browser's marked `current` (first). Waits while nobody is signed in.
 */
export function useSessions(parameters: { query?: QueryHookOptions } = {}) {
  const kit = useWalletKit();
  const { session } = useSession();
  return useQuery(
    { ...sessionsQueryOptions(kit, session), ...parameters.query },
    useKitQueryClient(),
  );
}
