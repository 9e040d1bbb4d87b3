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
