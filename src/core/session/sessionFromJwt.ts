import type { CryptoLike } from '../crypto/cryptoLike.js';
import { verifySessionJwt } from '../crypto/verifySessionJwt.js';
import { traced } from '../platform/traced.js';
import type { Session } from './session.js';

/**
 * A session JWT checked against the pinned notarizer key (wire-details, "Tokens": signature,
 * expiry, claims) and read into a `Session`. Measured as `crypto:verify-session` when traced.
 */
export async function sessionFromJwt(
  token: string,
  options: { notarizerKey: string; now: number; crypto?: CryptoLike; trace?: boolean },
): Promise<Session> {
  const claims = await traced(options.trace, 'crypto:verify-session', () =>
    verifySessionJwt(token, options.notarizerKey, options.now, options.crypto),
  );
  return {
    token,
    publicKey: claims.public_key.toLowerCase(),
    organizationId: claims.organization_id,
    userId: claims.user_id,
    sessionType: claims.session_type,
    expiresAt: claims.exp * 1000,
    claims,
  };
}
