import { SESSION_AUTH_SCHEME } from '../protocol/requestSignature.js';
import type { SessionRefusal } from './sessionRefusal.js';

/**
 * The answer to a refused request: its `status` with the JSON `{code, message}`, and (for a
 * 401) `WWW-Authenticate` naming the scheme the request must use (RFC 9110 section 11.6.1).
 */
export function refusalResponse(refusal: SessionRefusal): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (refusal.status === 401) {
    headers['www-authenticate'] = `${SESSION_AUTH_SCHEME} error="${refusal.code}"`;
  }
  return Response.json(refusal.toJSON(), { status: refusal.status, headers });
}
