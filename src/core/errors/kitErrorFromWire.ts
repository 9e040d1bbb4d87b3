import { KitError, type KitErrorOptions } from './kitError.js';
import type { KitErrorCode } from './kitErrorCode.js';

/**
 * gRPC status numbers (grpc/doc/statuscodes.md) to kit codes. The services answer
 * `{code, message, details}` with gRPC-style codes (wire-details, "Auth proxy requests and
 * responses"; src/protocol/grpcCodes.ts). CANCELLED (1), UNKNOWN (2) and ABORTED (10, a server-side
 * conflict, not the caller's abort) have no kit equivalent and fall through to the HTTP status.
 */
const FROM_GRPC: Readonly<Record<number, KitErrorCode>> = {
  3: 'INVALID_ARGUMENT',
  4: 'TIMEOUT',
  5: 'NOT_FOUND',
  6: 'ALREADY_EXISTS',
  7: 'PERMISSION_DENIED',
  8: 'RESOURCE_EXHAUSTED',
  9: 'FAILED_PRECONDITION',
  11: 'INVALID_ARGUMENT',
  12: 'UNSUPPORTED',
  13: 'INTERNAL',
  14: 'UNAVAILABLE',
  15: 'INTERNAL',
  16: 'UNAUTHENTICATED',
};

/** When the body names no known code: the HTTP status each gRPC code pairs with. */
const FROM_HTTP: Readonly<Record<number, KitErrorCode>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  412: 'FAILED_PRECONDITION',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  501: 'UNSUPPORTED',
  503: 'UNAVAILABLE',
  504: 'TIMEOUT',
};

type ErrorClass<E extends KitError> = new (
  code: KitErrorCode,
  shortMessage: string,
  options?: KitErrorOptions,
) => E;

/**
 * Maps an error response to a `KitError` (or the given subclass, e.g. `ProxyError`). The body's
 * gRPC `code` wins; otherwise the HTTP status decides; otherwise `HTTP_ERROR`. `details` keeps the
 * HTTP `status`, the `grpcCode` and the service's own `details` array as `serverDetails`.
 */
export function kitErrorFromWire<E extends KitError = KitError>(
  status: number,
  body: unknown,
  cause?: unknown,
  ErrorType: ErrorClass<E> = KitError as unknown as ErrorClass<E>,
): E {
  const wire = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const grpcCode = typeof wire.code === 'number' ? wire.code : undefined;
  const code =
    (grpcCode === undefined ? undefined : FROM_GRPC[grpcCode]) ?? FROM_HTTP[status] ?? 'HTTP_ERROR';
  const message =
    typeof wire.message === 'string' && wire.message !== ''
      ? wire.message
      : `request failed with HTTP status ${status}`;
  return new ErrorType(code, message, {
    details: {
      status,
      grpcCode,
      serverDetails: Array.isArray(wire.details) ? wire.details : [],
    },
    cause,
  });
}
