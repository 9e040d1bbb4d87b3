import { GrpcCode } from '../../protocol/grpcCodes.js';
import { ServiceError } from '../ServiceError.js';
import { rememberBody } from './knownBody.js';

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
export function errorResponse(error: unknown, headers: HeadersInit = {}): Response {
  if (error instanceof ServiceError) return jsonResponse(error.httpStatus, error.toWire(), headers);
  const name = error instanceof Error ? error.name : typeof error;
  console.error(`sandbox: internal error (${name})`, error instanceof Error ? error.stack : '');
  return jsonResponse(
    500,
    { code: GrpcCode.INTERNAL, message: 'internal error', details: [] },
    headers,
  );
}
