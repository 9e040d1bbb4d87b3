import { KitError } from '../core/errors/kitError.js';
import type { SessionRefusalCode } from '../core/errors/kitErrorCode.js';

/**
 * Every code a refusal carries: the server entry's own (`SessionRefusalCode`), and the two it
 * shares with the kit's checks: `SESSION_EXPIRED` (the JWT's `exp` has passed, beyond the clock
 * tolerance) and `INVALID_SIGNATURE` (the signature does not verify by the session's key for this
 * request: another method, origin, path or query, another JWT, or bytes that were changed).
 */
export type SessionRefusalReason = SessionRefusalCode | 'SESSION_EXPIRED' | 'INVALID_SIGNATURE';

/**
 * A request that does not prove who sends it (`verifier.verify`). `status` is what to answer:
 * 401, or 503 when the replay store failed (`REPLAY_CHECK_FAILED`). `refusalResponse` makes the
 * answer. `details` never holds the token or the signature.
 */
export class SessionRefusal extends KitError<SessionRefusalReason> {
  override name = 'SessionRefusal';

  get status(): 401 | 503 {
    return this.code === 'REPLAY_CHECK_FAILED' ? 503 : 401;
  }

  /** The JSON a backend answers: `{code, message}`. */
  toJSON(): { code: SessionRefusalReason; message: string } {
    return { code: this.code, message: this.shortMessage };
  }
}
