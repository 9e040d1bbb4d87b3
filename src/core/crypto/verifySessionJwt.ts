import type { SessionJwtClaims as BaseSessionJwtClaims } from '../../protocol/tokenClaims.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import type { CryptoLike } from './cryptoLike.js';
import { sha256 } from './sha256.js';
import { splitJwt } from './splitJwt.js';
import { verifyP256 } from './verifyP256.js';

/** The claims of wire-details plus whatever else the service adds. */
export type SessionJwtClaims = BaseSessionJwtClaims & { [claim: string]: unknown };

/**
 * Verifies a session JWT (wire-details, "Tokens"): ES256 by the pinned notarizer key, but over
 * sha256(sha256(header.payload)): the service signs the digest, which its signer hashes again.
 * WebCrypto's ECDSA/SHA-256 hashes what it is given, so we hand it sha256(header.payload).
 * `exp` is epoch SECONDS; at or past it the token is `SESSION_EXPIRED`. `now` is epoch ms.
 */
export async function verifySessionJwt(
  token: string,
  pinnedNotarizerKey: string,
  now: number = Date.now(),
  crypto: CryptoLike = globalThis.crypto,
): Promise<SessionJwtClaims> {
  if (!pinnedNotarizerKey) {
    throw new CryptoCheckError('UNTRUSTED_KEY', 'no notarizer key is pinned');
  }
  const { header, claims, signingInput, signature } = splitJwt(token);
  if (header.alg !== 'ES256') {
    throw new CryptoCheckError('MALFORMED_TOKEN', 'session JWT is not ES256', {
      details: { alg: header.alg },
    });
  }
  const digest = await sha256(signingInput, crypto);
  if (!(await verifyP256(pinnedNotarizerKey, signature, digest, crypto))) {
    throw new CryptoCheckError('INVALID_SIGNATURE', 'session JWT is not signed by the notarizer');
  }
  const { exp, public_key, session_type, user_id, organization_id } = claims;
  if (
    typeof exp !== 'number' ||
    !Number.isFinite(exp) ||
    typeof public_key !== 'string' ||
    typeof session_type !== 'string' ||
    typeof user_id !== 'string' ||
    typeof organization_id !== 'string'
  ) {
    throw new CryptoCheckError('MALFORMED_TOKEN', 'session JWT lacks its required claims');
  }
  if (exp * 1000 <= now) {
    throw new CryptoCheckError('SESSION_EXPIRED', 'session has expired', { details: { exp } });
  }
  return claims as SessionJwtClaims;
}
