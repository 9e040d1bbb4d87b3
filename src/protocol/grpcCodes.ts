/**
 * Error codes of both services: gRPC-status style numbers with a matching HTTP status
 * (wire-details, "Auth proxy requests and responses").
 */
export const GrpcCode = {
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
} as const;
export type GrpcCode = (typeof GrpcCode)[keyof typeof GrpcCode];

const HTTP_STATUS: Record<GrpcCode, number> = {
  3: 400,
  4: 504,
  5: 404,
  6: 409,
  7: 403,
  8: 429,
  9: 412,
  12: 501,
  13: 500,
  14: 503,
  16: 401,
};

export const httpStatusFor = (code: GrpcCode): number => HTTP_STATUS[code];

/**
 * A machine-readable reason in an error's `details` (`google.rpc.ErrorInfo`, AIP-193): `reason`
 * names the failure, `metadata` (strings) carries what a client needs to act on it.
 */
export interface ErrorInfo {
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo';
  reason: string;
  domain: string;
  metadata: Record<string, string>;
}

/**
 * A submit refused for its `timestampMs` (spec "Authentication": the liveness check): too old, or
 * too far ahead of the service's clock. 400 INVALID_ARGUMENT with an `ErrorInfo` of one of these
 * reasons in `details`, whose `metadata` holds `serverTimeMs` (the service's clock when it
 * refused), `timestampMs`, `maxAgeMs` and `maxAheadMs` (the window): a client whose clock is off
 * learns its offset from it and stamps the request again.
 */
export const TIMESTAMP_REFUSAL = {
  tooOld: 'TIMESTAMP_TOO_OLD',
  tooFarAhead: 'TIMESTAMP_TOO_FAR_AHEAD',
} as const;
