import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AllowedHosts, hostAllowed } from '../http/checkHost.js';
import type { SandboxContext } from '../sandboxContext.js';
import { frameContentSecurityPolicy } from './frameContentSecurityPolicy.js';
import type { FrameFiles } from './frameFiles.js';
import { setFrameUrl } from './frameUrlOf.js';
import { loadFrameFiles } from './loadFrameFiles.js';

export interface FrameServerOptions {
  /** 0 (default) picks a free port: another port is another origin. */
  port?: number;
  /** The files to serve. Default: the installed kit's (`embedded-wallet-kit/frame`). */
  files?: FrameFiles;
  /**
   * App origins that may open the frame (its `ewk-frame-parent-origins` and the CSP's
   * `frame-ancestors`), exact (`http://localhost:5173`). Default: none, and then no page may
   * embed it and the frame talks to no app (fail closed): name the app's origin.
   */
  parentOrigins?: readonly string[];
}

export interface RunningFrameServer {
  url: string;
  close(): Promise<void>;
}

const TYPES = {
  'index.html': 'text/html; charset=utf-8',
  'frame.css': 'text/css; charset=utf-8',
  'frame.js': 'text/javascript; charset=utf-8',
} as const;

/** Sets a `<meta name>`'s content in the page (the frame reads its settings there). */
const withMeta = (html: string, name: string, content: string): string =>
  html.replace(
    new RegExp(`(<meta name="${name}" content=")[^"]*(")`),
    (_, open: string, close: string) => `${open}${content}${close}`,
  );

/** `https://app.example` exactly (what `frame-ancestors` and the frame compare), or a TypeError. */
function exactParentOrigin(entry: string): string {
  const url = URL.canParse(entry) ? new URL(entry) : undefined;
  const exact = url?.origin === entry && !url.hostname.includes('*');
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !exact) {
    throw new TypeError(
      `frame parentOrigins: ${entry.slice(0, 200)} is not an exact http(s) origin (scheme://host[:port], no path, no wildcard)`,
    );
  }
  return url.origin;
}

/**
 * Serves the kit's isolated frame for development on an origin of its own (another port, on the
 * sandbox's host name), as an app serves it in production from a
 * `wallet-frame.` host: the page pinned to this sandbox's enclave signer key (its bundles are
 * signed with it, not production's), with the frame's Content-Security-Policy and headers that
 * keep it out of caches, referrers and other sites' pages. With no parent origins it is served
 * closed: no page may embed it, and its script talks to none. Answers undefined, serving
 * nothing, when there are no frame files (a checkout before `npm run build`).
 */
export async function startFrameServer(
  ctx: SandboxContext,
  options: FrameServerOptions & {
    host: string;
    /** The sandbox's public URL: the frame is served on its host name, at its own port. */
    baseUrl: string;
    allowedHosts: AllowedHosts;
  },
): Promise<RunningFrameServer | undefined> {
  const parentOrigins = (options.parentOrigins ?? []).map(exactParentOrigin);
  const files = options.files ?? loadFrameFiles();
  if (!files) return undefined;
  const page = withMeta(
    withMeta(files['index.html'], 'ewk-frame-signer-key', ctx.keys.signer.publicKey),
    'ewk-frame-parent-origins',
    parentOrigins.join(' '),
  );
  const bodies: FrameFiles = { ...files, 'index.html': page };
  const headers = {
    'content-security-policy': frameContentSecurityPolicy(parentOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
  // The script and stylesheet are the page's own: no other site may load them. The page itself
  // gets no such header, so an app whose COEP requires one can still embed it.
  const ownOnly = { 'cross-origin-resource-policy': 'same-origin' };
  const answer = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, {
      ...headers,
      ...(type.startsWith('text/html') ? {} : ownOnly),
      'content-type': type,
    });
    res.end(body);
  };
  const server = createServer((req, res) => {
    // The same DNS-rebinding defence as the sandbox's own port.
    if (!hostAllowed(req.headers.host, options.allowedHosts)) {
      return answer(res, 403, 'text/plain', 'host not allowed');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return answer(res, 405, 'text/plain', 'method not allowed');
    }
    const path = new URL(req.url ?? '/', 'http://frame').pathname;
    const name = path === '/' ? 'index.html' : path.slice(1);
    if (!Object.hasOwn(TYPES, name)) return answer(res, 404, 'text/plain', 'not found');
    const file = name as keyof FrameFiles;
    answer(res, 200, TYPES[file], bodies[file]);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host, () => resolve());
  });
  const base = new URL(options.baseUrl);
  const url = `${base.protocol}//${base.hostname}:${(server.address() as AddressInfo).port}`;
  setFrameUrl(ctx, url);
  return {
    url,
    async close() {
      setFrameUrl(ctx, undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
