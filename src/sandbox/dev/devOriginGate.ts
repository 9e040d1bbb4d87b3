import { errorReply } from '../http/jsonReply.js';
import type { SandboxReply } from '../http/sandboxReply.js';
import type { SandboxRequest } from '../http/sandboxRequest.js';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';

/**
 * The dev endpoints (`/__dev/*`: the inbox with its one-time codes, info, records, the POST
 * helpers, the proxy configuration) answer pages of the sandbox's own origin and of the origins
 * configured as `devOrigins`, never `*`: a site the developer happens to visit must not read the
 * codes and log in as anyone (Vite's CORS defaults are the model). The `Host` check of the HTTP
 * server (http/checkHost.ts) closes the DNS-rebinding way around this.
 *
 * A request without `Origin` is not from a page's script (curl, Node, a test, a top-level
 * navigation, a same-origin GET) and is answered; a page's cross-origin `fetch` or form POST
 * always carries `Origin` (Fetch, "Origin header"), so it is judged here, before any handler
 * runs or writes.
 */

/** Paths that stay without CORS even for configured origins (changes come from a terminal). */
const NO_CORS_PATHS = new Set(['/__dev/proxy-config']);

const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
  'access-control-max-age': '600',
};

/** `http://localhost:3000/` -> `http://localhost:3000`; throws on what is not an http(s) origin. */
export function normalizeDevOrigin(origin: string): string {
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError(`devOrigins: ${origin.slice(0, 200)} is not an http(s) origin`);
  }
  return url.origin;
}

/**
 * Same origin as the request's own (scheme, host and port: RFC 6454 section 5) or the sandbox's
 * public URL, or configured.
 */
function originAdmitted(ctx: SandboxContext, request: SandboxRequest, origin: string): boolean {
  if (origin === new URL(ctx.settings.baseUrl).origin) return true;
  if (ctx.settings.devOrigins.includes(origin)) return true;
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file:) and garbage
  }
  // The HTTP server has checked the Host header already; in-process, the URL's host stands in.
  // The scheme is the one the request came in on: a page on https://<host:port> is not the
  // sandbox's own when it serves http there (behind a TLS-terminating proxy, name that page's
  // origin in devOrigins).
  return (
    page.protocol === request.url.protocol &&
    page.host === (request.header('host') ?? request.url.host).toLowerCase()
  );
}

/**
 * Runs `next` for a dev endpoint when the caller's origin is admitted, and gives its answer the
 * CORS headers of that origin alone (replacing any the handler set); answers 403 otherwise.
 */
export async function guardDevRequest(
  ctx: SandboxContext,
  request: SandboxRequest,
  next: () => Promise<SandboxReply>,
): Promise<SandboxReply> {
  const origin = request.header('origin');
  if (origin !== null && !originAdmitted(ctx, request, origin)) {
    // The refusal itself is readable by the refused page (it says nothing but how to allow the
    // origin), so a developer sees the fix instead of a bare CORS error. Its preflight is
    // answered too, for the same reason: the request that follows is refused here, before any
    // handler runs.
    const readable = { 'access-control-allow-origin': origin, vary: 'Origin' };
    if (request.method === 'OPTIONS') {
      return { status: 204, headers: { ...PREFLIGHT_HEADERS, ...readable }, body: null };
    }
    return errorReply(
      ServiceError.denied(
        `origin ${origin.slice(0, 200)} may not use the dev endpoints (/__dev/*): start the ` +
          `sandbox with --dev-origins ${origin.slice(0, 200)} (option devOrigins) to allow it`,
      ),
      readable,
    );
  }
  const cors = origin !== null && !NO_CORS_PATHS.has(request.url.pathname);
  if (cors && request.method === 'OPTIONS') {
    return {
      status: 204,
      headers: { ...PREFLIGHT_HEADERS, 'access-control-allow-origin': origin, vary: 'Origin' },
      body: null,
    };
  }
  const reply = await next();
  const { 'access-control-allow-origin': _any, ...kept } = reply.headers;
  const headers: Record<string, string | readonly string[]> = kept;
  if (cors) {
    headers['access-control-allow-origin'] = origin;
    const vary = headers.vary;
    headers.vary = typeof vary === 'string' ? `${vary}, Origin` : 'Origin';
  }
  return { ...reply, headers };
}
