import type { VerificationTokenClaims as BaseVerificationTokenClaims } from '../../protocol/tokenClaims.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import type { CryptoLike } from './cryptoLike.js';
import { splitJwt } from './splitJwt.js';
import { verifyP256 } from './verifyP256.js';

/** The claims of wire-details plus whatever else the service adds. */
export type VerificationTokenClaims = BaseVerificationTokenClaims & { [claim: string]: unknown };

const REQUIRED = ['exp', 'id', 'organization_id', 'verification_type', 'contact', 'public_key'];

/**
 * Verifies an OTP verification token (wire-details, "Tokens"): a standard ES256 JWT (one
 * SHA-256 over `header.payload`, RFC 7518 section 3.4) by the pinned TLS-fetcher key, header
 * `{"typ":"JWT","alg":"ES256"}`, all claims strings, `exp` in epoch MILLISECONDS (unlike session
 * JWTs). `now` is epoch ms.
 */
export async function verifyVerificationToken(
  token: string,
  pinnedTlsFetcherKey: string,
  now: number = Date.now(),
  crypto: CryptoLike = globalThis.crypto,
): Promise<VerificationTokenClaims> {
  if (!pinnedTlsFetcherKey) {
    throw new CryptoCheckError('UNTRUSTED_KEY', 'no TLS-fetcher key is pinned');
  }
  const { header, claims, signingInput, signature } = splitJwt(token);
  if (header.alg !== 'ES256' || header.typ !== 'JWT') {
    throw new CryptoCheckError('MALFORMED_TOKEN', 'verification token is not an ES256 JWT', {
      details: { alg: header.alg, typ: header.typ },
    });
  }
  if (!(await verifyP256(pinnedTlsFetcherKey, signature, signingInput, crypto))) {
    throw new CryptoCheckError(
      'INVALID_SIGNATURE',
      'verification token is not signed by the TLS fetcher',
    );
  }
  const missing = REQUIRED.filter((k) => typeof claims[k] !== 'string' || claims[k] === '');
  const expMs = Number(claims.exp);
  if (missing.length > 0 || !Number.isFinite(expMs)) {
    throw new CryptoCheckError('MALFORMED_TOKEN', 'verification token lacks required claims', {
      details: { missing },
    });
  }
  if (expMs <= now) {
    throw new CryptoCheckError('TOKEN_EXPIRED', 'verification token has expired', {
      details: { exp: claims.exp },
    });
  }
  return claims as VerificationTokenClaims;
}
