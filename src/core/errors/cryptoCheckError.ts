import { KitError } from './kitError.js';
import type { CryptoCheckErrorCode } from './kitErrorCode.js';

export type { CryptoCheckErrorCode };

/**
 * A check of something the service signed failed: the client refuses to use it (wire-details,
 * "OTP code encryption", "Tokens", "App proofs").
 */
export class CryptoCheckError extends KitError<CryptoCheckErrorCode> {
  override name = 'CryptoCheckError';
}
