import type { SandboxReply } from './sandboxReply.js';

/**
 * The web `Response` of a pipeline reply, for the `handler(Request)` entrance: the one place the
 * sandbox builds one. Each `set-cookie` of a list stays its own header (`getSetCookie()`).
 */
export function toWebResponse(reply: SandboxReply): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else for (const item of value) headers.append(name, item);
  }
  return new Response(reply.body as BodyInit | null, { status: reply.status, headers });
}
