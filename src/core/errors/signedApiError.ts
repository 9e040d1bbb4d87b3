import { KitError } from './kitError.js';
import type { KitErrorCode } from './kitErrorCode.js';

/**
 * Thrown when the signed API answered with an error (wire error body mapped by kitErrorFromWire).
 */
export class SignedApiError<C extends KitErrorCode = KitErrorCode> extends KitError<C> {
  override name = 'SignedApiError';
}
