import { KitError } from './kitError.js';

export type CryptoCheckErrorCode =
  /** Signed by a key the client does not pin (or no key pinned at all). */
  | 'UNTRUSTED_KEY'
  | 'INVALID_SIGNATURE'
  /** A signed envelope, proof or its `data` is not the documented shape. */
  | 'MALFORMED_BUNDLE'
  /** A JWT is not three base64url parts of JSON with the documented claims. */
  | 'MALFORMED_TOKEN'
  /** Authentic, but signed for another organization or user than the one expected. */
  | 'BUNDLE_MISMATCH'
  /** Authentic app proof whose payload does not name what the response claims. */
  | 'APP_PROOF_MISMATCH'
  | 'SESSION_EXPIRED'
  | 'TOKEN_EXPIRED';

/**
 * A check of something the service signed failed: the client refuses to use it (wire-details,
 * "OTP code encryption", "Tokens", "App proofs").
 */
export class CryptoCheckError extends KitError<CryptoCheckErrorCode> {
  override name = 'CryptoCheckError';
}
