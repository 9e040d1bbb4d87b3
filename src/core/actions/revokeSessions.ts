import { KitError } from '../errors/kitError.js';
import type { WalletKit } from '../walletKit.js';
import { listSessions } from './listSessions.js';
import { signedInUser } from './signedInUser.js';

export type RevokeSessionsArgs = (
  | { /** The sessions to end (`ActiveSession.apiKeyId`). */ apiKeyIds: string[] }
  | { /** Every session but this browser's. */ others: true }
) & { signal?: AbortSignal };

/**
 * Ends other sessions of the signed-in user (`delete_api_keys` of their session keys): each
 * one's next signed call is refused, and its tab signs out when it sees that. This browser's own
 * session is ended with `logout`, never here (`INVALID_ARGUMENT`). Answers the ids ended.
 */
export async function revokeSessions(kit: WalletKit, args: RevokeSessionsArgs): Promise<string[]> {
  const session = signedInUser(kit);
  const sessions = await listSessions(kit, { signal: args.signal });
  const current = sessions.find((s) => s.current)?.apiKeyId;
  const ids =
    'others' in args
      ? sessions.filter((s) => !s.current).map((s) => s.apiKeyId)
      : [...new Set(args.apiKeyIds)];
  if (current !== undefined && ids.includes(current)) {
    throw new KitError('INVALID_ARGUMENT', "this browser's session ends with logout", {
      details: { field: 'apiKeyIds' },
    });
  }
  if (ids.length === 0) return [];
  const { result } = await kit.api.deleteApiKeys(
    { userId: session.userId, apiKeyIds: ids },
    { signal: args.signal },
  );
  return result.apiKeyIds;
}
