import { sha256 } from '@noble/hashes/sha2.js';
import type { SessionJwtClaims } from 'embedded-wallet-kit/protocol';
import { SESSION_TYPES, type SessionType, utf8Encode } from 'embedded-wallet-kit/protocol';
import { EnclaveError } from './EnclaveError.js';
import { splitJwt } from './jwtSegments.js';
import { orderedSessionClaims } from './orderedSessionClaims.js';
import { verifyP256Signature } from './verifyP256Signature.js';

const REQUIRED_STRINGS = ['public_key', 'user_id', 'organization_id'] as const;
const OPTIONAL_STRINGS = ['session_profile_id', 'scope'] as const;

/**
 * Verifies a session JWT by the `notarizer` key (wire-details, "Tokens": raw r||s over
 * sha256(sha256(header.payload))), then its claims: required strings present, a known
 * `session_type`, and `exp` (epoch seconds) still ahead of `now` (ms) (RFC 7519, 4.1.4).
 * Throws `EnclaveError`: MALFORMED, BAD_SIGNATURE, EXPIRED, or INVALID_KEY (bad pinned key).
 */
export function verifySessionJwt(
  token: string,
  notarizerPublicKey: string,
  now: number,
): SessionJwtClaims {
  const parts = splitJwt(token);
  if (parts.header.alg !== 'ES256' || parts.header.typ !== 'JWT') {
    throw new EnclaveError('MALFORMED', 'session JWT header is not ES256 JWT');
  }
  const valid = verifyP256Signature({
    publicKey: notarizerPublicKey,
    digest: sha256(sha256(utf8Encode(parts.signingInput))),
    signature: parts.signature,
    format: 'raw',
  });
  if (!valid) throw new EnclaveError('BAD_SIGNATURE', 'session JWT signature is invalid');
  const claims = parts.payload;
  for (const name of REQUIRED_STRINGS) {
    if (typeof claims[name] !== 'string' || claims[name] === '') {
      throw new EnclaveError('MALFORMED', `session JWT claim ${name} is not a string`);
    }
  }
  for (const name of OPTIONAL_STRINGS) {
    if (claims[name] !== undefined && typeof claims[name] !== 'string') {
      throw new EnclaveError('MALFORMED', `session JWT claim ${name} is not a string`);
    }
  }
  if (!(SESSION_TYPES as readonly unknown[]).includes(claims.session_type)) {
    throw new EnclaveError('MALFORMED', 'session JWT has an unknown session_type');
  }
  if (typeof claims.exp !== 'number' || !Number.isSafeInteger(claims.exp)) {
    throw new EnclaveError('MALFORMED', 'session JWT exp is not epoch seconds');
  }
  if (now >= claims.exp * 1000) throw new EnclaveError('EXPIRED', 'session JWT has expired');
  const typed = claims as unknown as SessionJwtClaims;
  return orderedSessionClaims({ ...typed, session_type: typed.session_type as SessionType });
}
