import type { VerificationTokenClaims } from 'embedded-wallet-kit/protocol';
import { utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { CompactSign } from 'jose';
import type { P256KeyPair } from './generateP256KeyPair.js';
import { atobSafeJson } from './jwtSegments.js';
import { p256PrivateKeyObject } from './p256PrivateKeyObject.js';

/**
 * The `verificationToken` of `otp_verify_v2` (wire-details, "Tokens"): a standard ES256 JWT
 * (RFC 7518, 3.4: raw r||s over sha256(header.payload)) by the `tlsFetcher` key, header exactly
 * `{"typ":"JWT","alg":"ES256"}`. Claims are all strings, `exp` in epoch milliseconds; they are
 * written in a fixed order, and the payload is kept `atob`-safe (see `atobSafeJson`).
 */
export async function signVerificationToken(
  tlsFetcherKey: P256KeyPair,
  claims: VerificationTokenClaims,
): Promise<string> {
  // Only the known claims, in a fixed order: nothing else on the object leaks into the token.
  const payload: VerificationTokenClaims = {
    exp: claims.exp,
    id: claims.id,
    organization_id: claims.organization_id,
    verification_type: claims.verification_type,
    contact: claims.contact,
    public_key: claims.public_key,
  };
  // jose serialises the protected header in insertion order: typ, then alg. It checks
  // `instanceof Uint8Array`, the global one, which is another realm's under Vitest's jsdom
  // environment than TextEncoder's output: copied into a global one.
  return new CompactSign(new Uint8Array(utf8Encode(atobSafeJson(payload))))
    .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
    .sign(p256PrivateKeyObject(tlsFetcherKey.privateKey));
}
