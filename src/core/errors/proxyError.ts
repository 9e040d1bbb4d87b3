import { KitError } from './kitError.js';
import type { KitErrorCode } from './kitErrorCode.js';

/**
 * Thrown when the auth proxy answered with an error (wire error body mapped by kitErrorFromWire).
 */
export class ProxyError<C extends KitErrorCode = KitErrorCode> extends KitError<C> {
  override name = 'ProxyError';
}
