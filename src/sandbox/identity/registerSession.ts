import { randomUUID } from 'node:crypto';
import { signSessionJwt } from '../enclave/index.js';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import type { CredentialRecord, StoredRecords } from '../store/storedRecords.js';
import { sessionSecondsFor } from './sessionSecondsFor.js';

const SESSION_TYPES: ReadonlySet<CredentialRecord['type']> = new Set([
  'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
  'CREDENTIAL_TYPE_LOGIN',
]);

export interface RegisterSessionArgs {
  organizationId: string;
  userId: string;
  /** Compressed P-256 hex of the new session key. */
  publicKey: string;
  /** The lifetime asked for: capped at the proxy configuration's (`sessionSecondsFor`). */
  expirationSeconds: number;
  /** Deletes the user's other session keys (their sessions stop working at once). */
  invalidateExisting: boolean;
  /** A `sessionProfile` document (the operations declare its shape into the store's records). */
  sessionProfile?: StoredRecords['sessionProfile'];
  /** Where the login came from ("Chrome on macOS"): the session key's name. */
  deviceName?: string | undefined;
}

/**
 * Every login ends here (wire-details, "Sessions and logins beyond the proxy"): the session key
 * becomes a credential of the user with the session's expiry (so it can stamp signed-API calls
 * until then) and the notarizer signs the session JWT (exp in seconds, double-hash rule).
 * No session outlives the organization's proxy configuration's session lifetime (spec
 * "Proxy configuration settings", session expiration), whatever the login asked for or a session
 * profile names: `otp_login_v2` and `oauth_login` ask for exactly that, `stamp_login` (passkey,
 * wallet, refresh, attested) may ask for less.
 * Returns the JWT. Re-registering the same key for the same user renews it; a key that belongs
 * to anyone else, or is already a non-session key, is refused (a stamp must name one credential).
 */
export function registerSession(ctx: SandboxContext, args: RegisterSessionArgs): string {
  const now = ctx.now();
  const publicKey = args.publicKey.toLowerCase();
  const seconds = Math.min(args.expirationSeconds, sessionSecondsFor(ctx, args.organizationId));
  const expiresAtMs = now + seconds * 1000;
  const type: CredentialRecord['type'] = args.sessionProfile
    ? 'CREDENTIAL_TYPE_LOGIN'
    : 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256';

  const existing = ctx.store.find('credential', 'publicKey', publicKey);
  for (const credential of existing) {
    if (credential.userId !== args.userId || !SESSION_TYPES.has(credential.type)) {
      throw ServiceError.alreadyExists(
        'publicKey is already registered: use a fresh key pair for each session',
        [{ field: 'publicKey', description: 'already registered' }],
      );
    }
  }
  if (args.invalidateExisting) {
    for (const credential of ctx.store.find('credential', 'userId', args.userId)) {
      if (SESSION_TYPES.has(credential.type) && credential.publicKey !== publicKey) {
        ctx.store.delete('credential', credential.id);
      }
    }
  }
  const fields = {
    organizationId: args.organizationId,
    userId: args.userId,
    name: args.sessionProfile
      ? `Session (${args.sessionProfile.sessionProfileName})`
      : (args.deviceName ?? 'Session key'),
    publicKey,
    type,
    curveType: 'API_KEY_CURVE_P256' as const,
    expirationSeconds: String(seconds),
    expiresAtMs,
    ...(args.sessionProfile ? { sessionProfileId: args.sessionProfile.id } : {}),
    updatedAtMs: now,
  };
  const renewed = existing[0];
  if (renewed) {
    ctx.store.update('credential', { ...renewed, ...fields });
  } else {
    ctx.store.insert(
      'credential',
      { id: randomUUID(), ...fields, createdAtMs: now },
      { organizationId: args.organizationId, index: { publicKey, userId: args.userId } },
    );
  }
  return signSessionJwt(ctx.keys.notarizer, {
    exp: Math.floor(expiresAtMs / 1000),
    public_key: publicKey,
    session_type: 'SESSION_TYPE_READ_WRITE',
    user_id: args.userId,
    organization_id: args.organizationId,
    ...(args.sessionProfile
      ? { session_profile_id: args.sessionProfile.id, scope: args.sessionProfile.scope }
      : {}),
  });
}
