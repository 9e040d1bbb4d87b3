import type { WireError } from 'embedded-wallet-kit/protocol';
import { GrpcCode } from 'embedded-wallet-kit/protocol';
import { RateLimitError } from '../rateLimitError.js';
import { ServiceError } from '../serviceError.js';
import { BufferedResponse } from './bufferedResponse.js';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

/** A JSON answer, with the headers every JSON answer of the sandbox carries. */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return new BufferedResponse(JSON.stringify(body), {
    status,
    headers: { ...headers, ...JSON_HEADERS },
  });
}

/**
 * Maps anything thrown to the wire error body. Unknown errors are sandbox bugs: they answer
 * INTERNAL with no message (a message could carry request data), and are logged by name only.
 */
function errorBody(error: unknown): { status: number; body: WireError } {
  if (error instanceof ServiceError) return { status: error.httpStatus, body: error.toWire() };
  const name = error instanceof Error ? error.name : typeof error;
  console.error(`sandbox: internal error (${name})`, error instanceof Error ? error.stack : '');
  return { status: 500, body: { code: GrpcCode.INTERNAL, message: 'internal error', details: [] } };
}

export function errorResponse(
  error: unknown,
  headers: Readonly<Record<string, string>> = {},
): Response {
  const { status, body } = errorBody(error);
  return jsonResponse(
    status,
    body,
    error instanceof RateLimitError ? { ...headers, ...error.headers() } : headers,
  );
}
