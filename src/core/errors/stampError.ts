import { KitError } from './kitError.js';
import type { KitErrorCode } from './kitErrorCode.js';

/** Thrown when a request could not be stamped (bad API key material, signing failure). */
export class StampError<C extends KitErrorCode = KitErrorCode> extends KitError<C> {
  override name = 'StampError';
}
