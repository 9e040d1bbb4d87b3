import type { VerificationTokenClaims } from 'embedded-wallet-kit/protocol';
import { OTP_TYPES, type OtpType } from 'embedded-wallet-kit/protocol';
import { parseJson, utf8Decode } from 'embedded-wallet-kit/protocol/internal';
import { compactVerify, errors } from 'jose';
import { EnclaveError } from './enclaveError.js';
import { p256PublicKeyObject } from './p256PublicKeyObject.js';

const STRING_CLAIMS = [
  'exp',
  'id',
  'organization_id',
  'verification_type',
  'contact',
  'public_key',
];

/**
 * Verifies a `verificationToken` (wire-details, "Tokens") with jose as a standard ES256 JWS by
 * the `tlsFetcher` key, then checks the claims: all six non-empty strings, a known
 * `verification_type`, and `exp` (epoch milliseconds) still ahead of `now` (RFC 7519, 4.1.4: not
 * accepted on or after `exp`). jose's `jwtVerify` is not used because it requires a numeric
 * `exp` in seconds.
 * Throws `EnclaveError`: MALFORMED, BAD_SIGNATURE, EXPIRED, or INVALID_KEY (bad pinned key).
 */
export async function verifyVerificationToken(
  token: string,
  tlsFetcherPublicKey: string,
  now: number,
): Promise<VerificationTokenClaims> {
  // Throws EnclaveError('INVALID_KEY') for a key that is not a P-256 point.
  const key = p256PublicKeyObject(tlsFetcherPublicKey);
  let verified: Awaited<ReturnType<typeof compactVerify>>;
  try {
    verified = await compactVerify(token, key, { algorithms: ['ES256'] });
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      throw new EnclaveError('BAD_SIGNATURE', 'verification token signature is invalid');
    }
    throw new EnclaveError('MALFORMED', 'verification token is not a valid ES256 JWS');
  }
  if (verified.protectedHeader.typ !== 'JWT') {
    throw new EnclaveError('MALFORMED', 'verification token header typ is not JWT');
  }
  let claims: unknown;
  try {
    claims = parseJson(utf8Decode(verified.payload));
  } catch {
    claims = undefined;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new EnclaveError('MALFORMED', 'verification token payload is not a JSON object');
  }
  const record = claims as Record<string, unknown>;
  for (const name of STRING_CLAIMS) {
    const value = record[name];
    if (typeof value !== 'string' || value === '') {
      throw new EnclaveError('MALFORMED', `verification token claim ${name} is not a string`);
    }
  }
  const typed = record as unknown as VerificationTokenClaims;
  if (!(OTP_TYPES as readonly string[]).includes(typed.verification_type)) {
    throw new EnclaveError('MALFORMED', 'verification token has an unknown verification_type');
  }
  if (!/^\d+$/.test(typed.exp)) {
    throw new EnclaveError('MALFORMED', 'verification token exp is not epoch milliseconds');
  }
  if (now >= Number(typed.exp)) throw new EnclaveError('EXPIRED', 'verification token has expired');
  return {
    exp: typed.exp,
    id: typed.id,
    organization_id: typed.organization_id,
    verification_type: typed.verification_type as OtpType,
    contact: typed.contact,
    public_key: typed.public_key,
  };
}
