import { KitError } from '../errors/kitError.js';
import type { CryptoCheckErrorCode } from '../errors/kitErrorCode.js';

export type FrameErrorCode =
  | 'FRAME_ORIGIN_MISMATCH'
  | 'FRAME_UNAVAILABLE'
  | 'TIMEOUT'
  | 'ABORTED'
  /** What the user typed in the frame is no mnemonic or key of the expected form. */
  | 'INVALID_ARGUMENT'
  /** A request the frame cannot answer yet (an export shown before its key was made). */
  | 'FAILED_PRECONDITION'
  | 'UNSUPPORTED'
  | 'INTERNAL'
  | Extract<CryptoCheckErrorCode, 'UNTRUSTED_KEY' | 'BUNDLE_MISMATCH' | 'MALFORMED_BUNDLE'>;

/**
 * The isolated frame refused or failed (`openWalletFrame`, `createFrameChannel` and the export
 * and import actions). `details.frameCode` keeps the frame's own code (`protocol/frameMessages`).
 * Its messages never carry a secret: the frame says how an input is wrong, not what it was.
 */
export class FrameError extends KitError<FrameErrorCode> {
  override name = 'FrameError';
}
