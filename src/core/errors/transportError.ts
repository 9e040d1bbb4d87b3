import { KitError } from './kitError.js';

export type TransportErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED';

/** No HTTP response: the network failed, the deadline passed, or the caller aborted. */
export class TransportError extends KitError<TransportErrorCode> {
  override name = 'TransportError';
}
