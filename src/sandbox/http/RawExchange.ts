/**
 * A request and its answer as plain data, for handlers that both the web `handler(Request)` and
 * the HTTP server's fast path call: building web `Request`/`Response` objects costs more than a
 * small signed query itself (measured with `npm run bench -- sandboxLoad`), so the server can
 * skip them while both ways share one pipeline and give the same answers.
 */
import { rememberBody } from './knownBody.js';

export interface RawRequest {
  method: string;
  /** A header's value by lowercase name, or null; repeated headers joined with ", ". */
  header(name: string): string | null;
  /** The whole body, decoded as UTF-8 (the caller enforces the size limit). */
  body: string;
}

export interface RawReply {
  status: number;
  /** Empty for a body-less answer (a 204). */
  body: string;
  /** Lowercase names. */
  headers: Record<string, string>;
}

/** A JSON answer, with the headers every JSON answer of the sandbox carries. */
export function jsonReply(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): RawReply {
  return {
    status,
    body: JSON.stringify(body),
    headers: {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    },
  };
}

/** The web `Response` of a reply. */
export function replyToResponse(reply: RawReply): Response {
  if (reply.body === '')
    return new Response(null, { status: reply.status, headers: reply.headers });
  return rememberBody(
    new Response(reply.body, { status: reply.status, headers: reply.headers }),
    reply.body,
  );
}
