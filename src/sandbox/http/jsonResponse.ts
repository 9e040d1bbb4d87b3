import type { WireError } from 'embedded-wallet-kit/protocol';
import { GrpcCode } from 'embedded-wallet-kit/protocol';
import { RateLimitError } from '../RateLimitError.js';
import { ServiceError } from '../ServiceError.js';
import { rememberBody } from './knownBody.js';
import { jsonReply, type RawReply } from './RawExchange.js';

export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const out = new Headers(headers);
  out.set('content-type', 'application/json; charset=utf-8');
  out.set('cache-control', 'no-store');
  const text = JSON.stringify(body);
  return rememberBody(new Response(text, { status, headers: out }), text);
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

export function errorResponse(error: unknown, headers: HeadersInit = {}): Response {
  const { status, body } = errorBody(error);
  if (error instanceof RateLimitError) {
    const out = new Headers(headers);
    for (const [name, value] of Object.entries(error.headers())) out.set(name, value);
    return jsonResponse(status, body, out);
  }
  return jsonResponse(status, body, headers);
}

/** `errorResponse` as a plain reply. */
export function errorReply(error: unknown, headers: Record<string, string> = {}): RawReply {
  const { status, body } = errorBody(error);
  return jsonReply(
    status,
    body,
    error instanceof RateLimitError ? { ...headers, ...error.headers() } : headers,
  );
}
