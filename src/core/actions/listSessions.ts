import type { ApiKey } from '../../protocol/records.js';
import type { WalletKit } from '../walletKit.js';
import { signedInUser } from './signedInUser.js';

/** One session of the signed-in user: a session key, an API key with an expiry. */
export interface ActiveSession {
  /** The session key's API key (`delete_api_keys` ends the session). */
  apiKeyId: string;
  /** The session key, compressed P-256 hex. */
  publicKey: string;
  /** The key's name: the device it logged in from, where the service names it so. */
  name: string;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms; absent when the service gives no lifetime. */
  expiresAt?: number;
  /** The session of this browser. */
  current: boolean;
}

// Spec "Credential": session keys are CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256, and
// CREDENTIAL_TYPE_LOGIN under a session profile.
const SESSION_TYPES = new Set([
  'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
  'CREDENTIAL_TYPE_LOGIN',
]);

const millis = (t: ApiKey['createdAt']) =>
  Number(t.seconds) * 1000 + Math.floor(Number(t.nanos ?? 0) / 1e6);

/**
 * The signed-in user's sessions (`get_user`: a session key is an API key of the user with an
 * expiry), live ones only, this browser's first, then the newest first.
 */
export async function listSessions(
  kit: WalletKit,
  args: { signal?: AbortSignal } = {},
): Promise<ActiveSession[]> {
  const session = signedInUser(kit);
  const { user } = await kit.api.getUser(
    { organizationId: session.organizationId, userId: session.userId },
    { signal: args.signal },
  );
  const now = kit.clock.now();
  return user.apiKeys
    .filter((key) => SESSION_TYPES.has(key.credential.type))
    .map((key): ActiveSession => {
      const createdAt = millis(key.createdAt);
      const current = key.credential.publicKey.toLowerCase() === session.publicKey.toLowerCase();
      const lifetime =
        key.expirationSeconds === undefined ? undefined : Number(key.expirationSeconds);
      const expiresAt = current
        ? session.expiresAt
        : lifetime === undefined
          ? undefined
          : createdAt + lifetime * 1000;
      return {
        apiKeyId: key.apiKeyId,
        publicKey: key.credential.publicKey,
        name: key.apiKeyName,
        createdAt,
        ...(expiresAt === undefined ? {} : { expiresAt }),
        current,
      };
    })
    .filter((s) => s.expiresAt === undefined || s.expiresAt > now)
    .sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt - a.createdAt);
}
