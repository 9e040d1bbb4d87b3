import { GrpcCode } from 'embedded-wallet-kit/protocol';
import { ServiceError } from './serviceError.js';

/**
 * A limit was reached (OTP lockout, per-address rate limits): answered 429 RESOURCE_EXHAUSTED
 * with `Retry-After` in whole seconds (RFC 9110 10.2.3), readable by a page (exposed through
 * CORS), and `retryAfterSeconds` in the details for clients that read only the body.
 */
export class RateLimitError extends ServiceError {
  override name = 'RateLimitError';
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number, details: unknown[] = []) {
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(GrpcCode.RESOURCE_EXHAUSTED, message, [...details, { retryAfterSeconds }], 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The headers this answer carries beside the JSON body. */
  headers(): Record<string, string> {
    return {
      'retry-after': String(this.retryAfterSeconds),
      // Replaces the answer's own list, which exposes `Date`.
      'access-control-expose-headers': 'Date, Retry-After',
    };
  }
}
