import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import inject from 'light-my-request';

/**
 * Runs a Fetch-API Request through a Node `(req, res)` listener in-process, with
 * light-my-request's fake IncomingMessage/ServerResponse: no socket, no port.
 *
 * The listener sees:
 * - `req.url`: `path` (the request path with the mount prefix removed, plus the query), because
 *   oidc-provider routes relative to its mount point;
 * - `req.originalUrl`: the full path, and `req.baseUrl`: the prefix, from which oidc-provider
 *   works out its mount path when it builds URLs (lib/helpers/oidc_context.js `urlFor`), as
 *   under Express `app.use(prefix, ...)`;
 * - `Host` and `X-Forwarded-Proto` taken from the Request URL, so with Koa's `proxy = true` the
 *   listener sees the scheme the client used (secure cookies only over https). Any
 *   X-Forwarded-* header the caller sent is dropped so a client cannot claim another scheme.
 */
export async function dispatchToNodeListener(
  listener: RequestListener,
  request: Request,
  routing: { path: string; originalUrl: string; mountPath: string },
): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  if (!INJECTABLE_METHODS.has(method)) {
    return new Response(null, {
      status: 405,
      headers: { Allow: [...INJECTABLE_METHODS].join(', ') },
    });
  }

  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (!DROPPED_REQUEST_HEADERS.has(name) && !name.startsWith('x-forwarded-'))
      headers[name] = value;
  });
  headers.host = url.host;
  headers['x-forwarded-proto'] = url.protocol.slice(0, -1);

  const hasBody = method !== 'GET' && method !== 'HEAD';
  const payload = hasBody ? Buffer.from(await request.arrayBuffer()) : undefined;

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

  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(injected.headers)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) continue;
    if (Array.isArray(value)) {
      for (const item of value) responseHeaders.append(name, item);
    } else {
      responseHeaders.set(name, String(value));
    }
  }
  const status = injected.statusCode;
  const bodyless = method === 'HEAD' || status === 204 || status === 205 || status === 304;
  return new Response(bodyless ? null : new Uint8Array(injected.rawPayload), {
    status,
    statusText: injected.statusMessage,
    headers: responseHeaders,
  });
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
