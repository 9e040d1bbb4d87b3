import type { WireError } from 'embedded-wallet-kit/protocol';
import { GrpcCode } from 'embedded-wallet-kit/protocol';
import { RateLimitError } from '../rateLimitError.js';
import { ServiceError } from '../serviceError.js';
import type { SandboxReply } from './sandboxReply.js';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

/** A JSON answer, with the headers every JSON answer of the sandbox carries. */
export function jsonReply(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): SandboxReply {
  return { status, headers: { ...headers, ...JSON_HEADERS }, body: JSON.stringify(body) };
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

/** The `{code, message, details}` answer of anything thrown, with its HTTP status. */
export function errorReply(
  error: unknown,
  headers: Readonly<Record<string, string>> = {},
): SandboxReply {
  const { status, body } = errorBody(error);
  return jsonReply(
    status,
    body,
    error instanceof RateLimitError ? { ...headers, ...error.headers() } : headers,
  );
}
