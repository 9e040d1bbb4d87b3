import type { WireError } from 'embedded-wallet-kit/protocol';
import { GrpcCode } from 'embedded-wallet-kit/protocol';
import { RateLimitError } from '../rateLimitError.js';
import { ServiceError } from '../serviceError.js';
import type { SandboxReply } from './sandboxReply.js';

const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
});

const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

// The merged headers of each frozen (constant) set of extra headers, such as the signed API's
// CORS headers: built once, not on every answer, and the same object each time, so the HTTP
// server's own per-object cache (startSandbox.ts, `flatHeaders`) hits too.
const mergedWith = new WeakMap<object, Readonly<Record<string, string>>>();

function jsonHeaders(extra: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  if (extra === NO_HEADERS) return JSON_HEADERS;
  let merged = mergedWith.get(extra);
  if (merged) return merged;
  merged = Object.freeze({ ...extra, ...JSON_HEADERS });
  if (Object.isFrozen(extra)) mergedWith.set(extra, merged);
  return merged;
}

/**
 * A JSON answer, with the headers every JSON answer of the sandbox carries. Its headers object
 * may be shared between answers (frozen): a step that changes headers makes its own copy.
 */
export function jsonReply(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = NO_HEADERS,
): SandboxReply {
  return { status, headers: jsonHeaders(headers), body: JSON.stringify(body) };
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
  headers: Readonly<Record<string, string>> = NO_HEADERS,
): SandboxReply {
  const { status, body } = errorBody(error);
  return jsonReply(
    status,
    body,
    error instanceof RateLimitError ? { ...headers, ...error.headers() } : headers,
  );
}
