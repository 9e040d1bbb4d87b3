import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import inject from 'light-my-request';
import type { SandboxReply } from '../http/sandboxReply.js';
import type { SandboxRequest } from '../http/sandboxRequest.js';

/**
 * Runs a sandbox request through a Node `(req, res)` listener in-process, with
 * light-my-request's fake IncomingMessage/ServerResponse: no socket, no port, and makes the
 * reply straight from what the fake response captured.
 *
 * The listener sees:
 * - `req.url`: `path` (the request path with the mount prefix removed, plus the query), because
 *   oidc-provider routes relative to its mount point;
 * - `req.originalUrl`: the full path, and `req.baseUrl`: the prefix, from which oidc-provider
 *   works out its mount path when it builds URLs (lib/helpers/oidc_context.js `urlFor`), as
 *   under Express `app.use(prefix, ...)`;
 * - `Host` and `X-Forwarded-Proto` taken from the request URL, so with Koa's `proxy = true` the
 *   listener sees the scheme the client used (secure cookies only over https). Any
 *   X-Forwarded-* header the caller sent is dropped so a client cannot claim another scheme.
 */
export async function dispatchToNodeListener(
  listener: RequestListener,
  request: SandboxRequest,
  routing: { path: string; originalUrl: string; mountPath: string },
): Promise<SandboxReply> {
  const url = request.url;
  const method = request.method.toUpperCase();
  if (!INJECTABLE_METHODS.has(method)) {
    return { status: 405, headers: { allow: [...INJECTABLE_METHODS].join(', ') }, body: null };
  }

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!DROPPED_REQUEST_HEADERS.has(name) && !name.startsWith('x-forwarded-'))
      headers[name] = value;
  }
  headers.host = url.host;
  headers['x-forwarded-proto'] = url.protocol.slice(0, -1);

  const hasBody = method !== 'GET' && method !== 'HEAD';
  const bytes = request.body ?? new Uint8Array(0);
  const payload = hasBody
    ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : undefined;

  const withOriginalUrl: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    Object.defineProperty(req, 'originalUrl', { value: routing.originalUrl, configurable: true });
    // urlFor's fallback when the prefix cannot be read off originalUrl (Express's req.baseUrl).
    Object.defineProperty(req, 'baseUrl', { value: routing.mountPath, configurable: true });
    return listener(req, res);
  };

  const injected = await inject(withOriginalUrl, {
    method: method as InjectMethod,
    url: routing.path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

  const replyHeaders: Record<string, string | string[]> = {};
  for (const [rawName, value] of Object.entries(injected.headers)) {
    const name = rawName.toLowerCase();
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
    // Cookies stay one per line (RFC 6265 section 3); other repeats join as Fetch's Headers do.
    if (Array.isArray(value)) replyHeaders[name] = name === 'set-cookie' ? value : value.join(', ');
    else replyHeaders[name] = String(value);
  }
  const status = injected.statusCode;
  const bodyless = method === 'HEAD' || status === 204 || status === 205 || status === 304;
  return { status, headers: replyHeaders, body: bodyless ? null : injected.rawPayload };
}

type InjectMethod = 'DELETE' | 'GET' | 'HEAD' | 'PATCH' | 'POST' | 'PUT' | 'OPTIONS';
const INJECTABLE_METHODS = new Set<string>([
  'DELETE',
  'GET',
  'HEAD',
  'PATCH',
  'POST',
  'PUT',
  'OPTIONS',
]);

/** Set from the URL above, or meaningless for an in-process call. */
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'forwarded',
  'content-length',
  'transfer-encoding',
]);

/** Hop-by-hop or recomputed by whoever serves the Response (RFC 9110 section 7.6.1). */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);
