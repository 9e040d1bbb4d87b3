import { GrpcCode } from '../../protocol/grpcCodes.js';
import { KitError, type KitErrorOptions } from './kitError.js';
import type { KitErrorCode } from './kitErrorCode.js';

/**
 * The services' gRPC codes (wire-details, "Auth proxy requests and responses"; named in
 * src/protocol/grpcCodes.ts) to kit codes. Exhaustive over the protocol's table, so a code added
 * there must be mapped here. Other numbers (CANCELLED, UNKNOWN, ABORTED, OUT_OF_RANGE,
 * DATA_LOSS: grpc/doc/statuscodes.md) are none the services send; they fall through to the HTTP
 * status.
 */
const FROM_GRPC: Readonly<Record<GrpcCode, KitErrorCode>> = {
  [GrpcCode.INVALID_ARGUMENT]: 'INVALID_ARGUMENT',
  [GrpcCode.DEADLINE_EXCEEDED]: 'TIMEOUT',
  [GrpcCode.NOT_FOUND]: 'NOT_FOUND',
  [GrpcCode.ALREADY_EXISTS]: 'ALREADY_EXISTS',
  [GrpcCode.PERMISSION_DENIED]: 'PERMISSION_DENIED',
  [GrpcCode.RESOURCE_EXHAUSTED]: 'RESOURCE_EXHAUSTED',
  [GrpcCode.FAILED_PRECONDITION]: 'FAILED_PRECONDITION',
  [GrpcCode.UNIMPLEMENTED]: 'UNSUPPORTED',
  [GrpcCode.INTERNAL]: 'INTERNAL',
  [GrpcCode.UNAVAILABLE]: 'UNAVAILABLE',
  [GrpcCode.UNAUTHENTICATED]: 'UNAUTHENTICATED',
};

const isGrpcCode = (code: number): code is GrpcCode => Object.hasOwn(FROM_GRPC, code);

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
 * `Retry-After` of the response `cause` is, in seconds (RFC 9110 section 10.2.3, the
 * delta-seconds form; an HTTP-date is left out, as the transport's own backoff does).
 */
function retryAfterSecondsOf(cause: unknown): number | undefined {
  const headers = (cause as { headers?: { get?: unknown } } | null | undefined)?.headers;
  if (typeof headers?.get !== 'function') return undefined;
  const value = (headers as Headers).get('retry-after')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * Maps an error response to a `KitError` (or the given subclass, e.g. `ProxyError`). The body's
 * gRPC `code` wins; otherwise the HTTP status decides; otherwise `HTTP_ERROR`. `details` keeps the
 * HTTP `status`, the `grpcCode`, the service's own `details` array as `serverDetails`, and
 * `retryAfterSeconds` when the answer says how long to wait (`Retry-After`): a UI then tells the
 * user when to try again.
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
    (grpcCode !== undefined && isGrpcCode(grpcCode) ? FROM_GRPC[grpcCode] : undefined) ??
    FROM_HTTP[status] ??
    'HTTP_ERROR';
  const message =
    typeof wire.message === 'string' && wire.message !== ''
      ? wire.message
      : `request failed with HTTP status ${status}`;
  const retryAfterSeconds = retryAfterSecondsOf(cause);
  return new ErrorType(code, message, {
    details: {
      status,
      grpcCode,
      serverDetails: Array.isArray(wire.details) ? wire.details : [],
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    },
    cause,
  });
}
