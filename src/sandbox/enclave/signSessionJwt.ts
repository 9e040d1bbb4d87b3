import { sha256 } from '@noble/hashes/sha2.js';
import type { SessionJwtClaims } from 'embedded-wallet-kit/protocol';
import { base64urlEncode, utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { EnclaveError } from './enclaveError.js';
import type { P256KeyPair } from './generateP256KeyPair.js';
import { atobSafeJson, encodeSegment } from './jwtSegments.js';
import { orderedSessionClaims } from './orderedSessionClaims.js';
import { signP256Sha256 } from './signP256Sha256.js';

/** Exactly this text, in this key order (wire-details, "Tokens"). */
const SESSION_JWT_HEADER = '{"alg":"ES256","typ":"JWT"}';

/**
 * A session JWT by the `notarizer` key (wire-details, "Tokens"). Unlike standard ES256 the
 * signature (raw r||s, base64url) is over sha256(sha256(header.payload)): the production signer
 * hands sha256(input) to a signer that hashes once more. So a WebCrypto ECDSA/SHA-256 verify
 * over the 32-byte sha256(input) accepts it, and a plain ES256 verify does not.
 * `exp` is in epoch seconds; the payload is kept `atob`-safe (see `atobSafeJson`).
 */
export function signSessionJwt(notarizerKey: P256KeyPair, claims: SessionJwtClaims): string {
  if (!Number.isSafeInteger(claims.exp)) {
    throw new EnclaveError('MALFORMED', 'session JWT exp must be whole epoch seconds');
  }
  const signingInput = `${encodeSegment(SESSION_JWT_HEADER)}.${encodeSegment(
    atobSafeJson(orderedSessionClaims(claims)),
  )}`;
  // The inner hash here, the outer one in signP256Sha256: sha256(sha256(input)) is signed.
  const signature = signP256Sha256(
    notarizerKey.privateKey,
    sha256(utf8Encode(signingInput)),
    'raw',
  );
  return `${signingInput}.${base64urlEncode(signature)}`;
}
