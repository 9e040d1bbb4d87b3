import type { WireError } from 'embedded-wallet-kit/protocol';
import { GrpcCode } from 'embedded-wallet-kit/protocol';
import type { Issue } from 'embedded-wallet-kit/protocol/internal';
import { httpStatusFor } from 'embedded-wallet-kit/protocol/internal';

const MAX_ISSUES = 100;

/**
 * A failure the sandbox answers as `{code, message, details}` with the matching HTTP status
 * (wire-details, "Auth proxy requests and responses"). Anything else that escapes a handler is
 * a sandbox bug and is answered as INTERNAL without its message.
 */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly code: GrpcCode,
    message: string,
    readonly details: unknown[] = [],
    /** Overrides the status for transport-level failures (413 body too large, 405 method). */
    readonly httpStatus: number = httpStatusFor(code),
  ) {
    super(message);
  }

  toWire(): WireError {
    return { code: this.code, message: this.message, details: this.details };
  }

  static invalid(message: string, details: unknown[] = []): ServiceError {
    return new ServiceError(GrpcCode.INVALID_ARGUMENT, message, details);
  }

  static fromIssues(issues: Issue[]): ServiceError {
    const first = issues[0];
    const summary = first ? `${first.path}: ${first.message}` : 'invalid request';
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    // The first 100 are enough to fix a request; a body with 200k unknown keys must not get
    // an answer larger than itself.
    return new ServiceError(
      GrpcCode.INVALID_ARGUMENT,
      `invalid request: ${summary}${more}`,
      issues.slice(0, MAX_ISSUES).map((i) => ({ field: i.path, description: i.message })),
    );
  }

  static unauthenticated(message: string, details: unknown[] = []): ServiceError {
    return new ServiceError(GrpcCode.UNAUTHENTICATED, message, details);
  }

  static notFound(message: string, details: unknown[] = []): ServiceError {
    return new ServiceError(GrpcCode.NOT_FOUND, message, details);
  }

  static alreadyExists(message: string, details: unknown[] = []): ServiceError {
    return new ServiceError(GrpcCode.ALREADY_EXISTS, message, details);
  }

  static denied(message: string, details: unknown[] = []): ServiceError {
    return new ServiceError(GrpcCode.PERMISSION_DENIED, message, details);
  }

  /** 429: too many attempts or requests (rate limits with a retry time are `RateLimitError`). */
  static exhausted(message: string, details: unknown[] = []): ServiceError {
    return new ServiceError(GrpcCode.RESOURCE_EXHAUSTED, message, details);
  }

  /** 503: a service the sandbox depends on (the dev OAuth provider) did not answer. */
  static unavailable(message: string): ServiceError {
    return new ServiceError(GrpcCode.UNAVAILABLE, message);
  }

  /** 405: the path exists, the method does not (the body is not read). */
  static methodNotAllowed(method: string, allowed: string): ServiceError {
    return new ServiceError(
      GrpcCode.INVALID_ARGUMENT,
      `method ${method} not allowed; use ${allowed}`,
      [],
      405,
    );
  }

  static precondition(message: string, details: unknown[] = []): ServiceError {
    return new ServiceError(GrpcCode.FAILED_PRECONDITION, message, details);
  }
}
