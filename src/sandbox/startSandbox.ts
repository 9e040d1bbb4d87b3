import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { GrpcCode } from 'embedded-wallet-kit/protocol';
import type { Bootstrap } from './bootstrap.js';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.js';
import { type FrameServerOptions, startFrameServer } from './frame/startFrameServer.js';
import { bodyTooLargeReply } from './http/bodyTooLargeReply.js';
import { type AllowedHosts, hostAllowed } from './http/checkHost.js';
import { collectNodeBody } from './http/collectNodeBody.js';
import { httpDate } from './http/httpDate.js';
import { errorReply } from './http/jsonReply.js';
import type { SandboxReply } from './http/sandboxReply.js';
import { SandboxRequest } from './http/sandboxRequest.js';
import { UploadBudget, type UploadLimits } from './http/uploadBudget.js';
import { uploadRefusedReply } from './http/uploadRefusedReply.js';
import { ServiceError } from './serviceError.js';

export interface StartSandboxOptions extends Omit<SandboxOptions, 'baseUrl'> {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1: the sandbox holds dev keys and must not face a network. */
  host?: string;
  /**
   * `Host` header values answered beyond loopback names (`localhost`, `*.localhost`,
   * 127.0.0.0/8, `[::1]`), the `baseUrl` host and a non-wildcard `host`: names, or `.example.com`
   * for a domain and its subdomains; `true` answers any (DNS rebinding then reaches the dev
   * endpoints: only behind a proxy that checks the host itself). Others get 403.
   */
  allowedHosts?: AllowedHosts;
  /** Public URL when it differs from `http://localhost:<port>` (e.g. behind a dev proxy). */
  baseUrl?: string;
  /**
   * What the server holds of request bodies still arriving, and how long it waits for a stalled
   * one (`UploadLimits`: 64 MiB in all, 16 MiB per client address, 10 s without a byte).
   */
  uploads?: Partial<UploadLimits>;
  /** The kit's isolated frame, served on a port of its own (another origin); `false`: not. */
  frame?: FrameServerOptions | false;
}

export interface RunningSandbox {
  url: string;
  /** Where the isolated frame is served; undefined when it is not (see `frame`). */
  frameUrl?: string;
  bootstrap: Bootstrap;
  sandbox: Sandbox;
  close(): Promise<void>;
}

const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * Methods a web `Request` refuses (Fetch, "forbidden method"), refused here alike (400): TRACE
 * would echo a request's credentials back to a script (cross-site tracing).
 */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The pipeline's request of a Node one; throws on a target or method it cannot take. */
function toSandboxRequest(
  req: IncomingMessage,
  origin: string,
  body: Buffer | undefined,
): SandboxRequest {
  const method = req.method ?? 'GET';
  if (FORBIDDEN_METHODS.has(method)) throw new TypeError(`method ${method} is not served`);
  const target = req.url ?? '/';
  // Origin-form targets ("/path?query", the usual case) are paths, even "//host/path";
  // absolute-form ("http://host/path", RFC 9112 3.2.2) is resolved as a URL. Either may still
  // be unparseable ("http://["): the URL constructor throws and the caller answers 400.
  const url = target.startsWith('/') ? new URL(`${origin}${target}`) : new URL(target, origin);
  // Lower-case names, a repeated header joined with ", " (RFC 9110 5.3), as a web Request has
  // them; from the raw pairs, since Node's own `headers` drops repeats of some names.
  const raw = req.rawHeaders;
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    headers[name] = Object.hasOwn(headers, name) ? `${headers[name]}, ${value}` : value;
  }
  return new SandboxRequest({
    method,
    url,
    headers,
    body: BODYLESS.has(method) ? undefined : body,
    // The socket's peer, for per-client rate limits (never a header: a client could forge one).
    clientAddress: req.socket.remoteAddress ?? 'unknown',
  });
}

// The flat [name, value, ...] list of each frozen (shared) headers object: the signed API's
// answers all carry the same one (jsonReply.ts), so the list is built once, not per answer.
const flatLists = new WeakMap<object, readonly string[]>();

/** A reply's headers as the flat list `writeHead` takes; several set-cookie lines kept apart. */
function flatHeaders(fields: SandboxReply['headers']): readonly string[] {
  const known = flatLists.get(fields);
  if (known) return known;
  const list: string[] = [];
  for (const name in fields) {
    const value = fields[name]!;
    if (typeof value === 'string') list.push(name, value);
    else for (const item of value) list.push(name, item);
  }
  if (Object.isFrozen(fields)) flatLists.set(fields, list);
  return list;
}

/**
 * Writes a reply in one go: status and headers (`Date` at `nowMs`, the sandbox's clock, when
 * given), then the body with its `Content-Length` (no
 * chunked encoding: the body is whole already). A flat [name, value, ...] list is what
 * `writeHead` takes with the least work, and keeps several set-cookie headers apart.
 */
function writeReply(res: ServerResponse, reply: SandboxReply, nowMs?: number): void {
  const body = reply.body;
  const headers = [...flatHeaders(reply.headers)];
  // The sandbox's clock when it has answered (Node would add its own otherwise).
  if (nowMs !== undefined) headers.push('date', httpDate(nowMs));
  if (body !== null) {
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
    headers.push('content-length', String(length));
  }
  res.writeHead(reply.status, headers);
  res.end(body ?? undefined);
}

/** A JSON wire error written by the server itself, before the pipeline runs. */
function answerDirectly(res: ServerResponse, error: ServiceError): void {
  writeReply(res, errorReply(error));
}

/** When nothing can be answered properly (a response failed to serialise, a body broke off). */
function answerBroken(res: ServerResponse): void {
  // Nobody to answer when the socket is gone; otherwise the wire error, never a hang.
  if (res.destroyed) return;
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: GrpcCode.INTERNAL, message: 'internal error', details: [] }));
}

/**
 * An answer straight from the server to a body it stopped reading (413, 408, 429, 503): the rest
 * of the body is not read, and the connection is not reused.
 */
function refuseBody(res: ServerResponse, reply: SandboxReply): void {
  writeReply(res, { ...reply, headers: { ...reply.headers, connection: 'close' } });
}

/**
 * Requests Node's HTTP parser refuses (bad header bytes, headers too large, a timeout) get the
 * same JSON error body as everything else, instead of Node's bare status line.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const [status, reason, code] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', GrpcCode.INVALID_ARGUMENT]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', GrpcCode.DEADLINE_EXCEEDED]
        : [400, 'Bad Request', GrpcCode.INVALID_ARGUMENT];
  const body = JSON.stringify({ code, message: `malformed HTTP request (${reason})`, details: [] });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The hosts `startSandbox` answers: the configured ones, the public URL's and the bound one. */
function allowedHostsOf(options: StartSandboxOptions, url: string, host: string): AllowedHosts {
  if (options.allowedHosts === true) return true;
  const hosts = [...(options.allowedHosts ?? []), new URL(url).hostname];
  // A wildcard bind names no host; a specific address is what clients on the network type.
  if (host !== '0.0.0.0' && host !== '::' && host !== '')
    hosts.push(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
  return hosts;
}

/** What a request held during start-up gets when the sandbox failed to start. */
function refuseUnstarted(res: ServerResponse): void {
  refuseBody(res, errorReply(ServiceError.unavailable('the sandbox failed to start')));
}

/** 403 for a `Host` that is neither loopback nor configured (DNS rebinding, see checkHost.ts). */
function refuseHost(res: ServerResponse, header: string | undefined): void {
  answerDirectly(
    res,
    ServiceError.denied(
      `host ${(header ?? '(none)').slice(0, 200)} is not allowed: the sandbox answers loopback ` +
        'names and the hosts given with --allowed-hosts',
    ),
  );
}

interface ServeArgs {
  sandbox: Sandbox;
  url: string;
  allowedHosts: AllowedHosts;
  uploads: UploadBudget;
}

/**
 * The server's request listener once the sandbox is ready: the `Host` check, the body under its
 * limits, then the sandbox's one pipeline (`context.dispatch`, read on each request so a test can
 * wrap it) and the reply written in one go.
 */
function serveWith({ sandbox, url, allowedHosts, uploads }: ServeArgs): RequestListener {
  // Requests are seen at the public URL clients use (`baseUrl`, `http://localhost:<port>` by
  // default), not at the bound address: redirects the sandbox builds (the dev OAuth provider's)
  // must stay on the origin whose cookies the browser holds.
  const origin = new URL(url).origin;
  const maxBodyBytes = sandbox.context.settings.maxBodyBytes;
  // Clients send the same Host on every request: the last accepted one skips the parse.
  let lastHostAllowed: string | undefined;
  return (req, res) => {
    const hostHeader = req.headers.host;
    if (hostHeader !== lastHostAllowed) {
      if (!hostAllowed(hostHeader, allowedHosts)) {
        // Drain (and drop) the body, so the connection stays usable for the next request.
        req.resume();
        refuseHost(res, hostHeader);
        return;
      }
      lastHostAllowed = hostHeader;
    }
    const target = req.url ?? '/';
    collectNodeBody(req, maxBodyBytes, uploads, {
      done(body) {
        if (body === undefined && !BODYLESS.has(req.method ?? 'GET')) {
          refuseBody(res, bodyTooLargeReply(target, maxBodyBytes));
          return;
        }
        let request: SandboxRequest;
        try {
          request = toSandboxRequest(req, origin, body);
        } catch {
          answerDirectly(res, ServiceError.invalid('the request target or a header is malformed'));
          return;
        }
        sandbox.context.dispatch(request).then(
          (reply) => {
            try {
              writeReply(res, reply, sandbox.context.now());
            } catch {
              // A reply that failed to serialise (dispatch answers every error itself).
              answerBroken(res);
            }
          },
          () => answerBroken(res),
        );
      },
      refused(reason) {
        refuseBody(res, uploadRefusedReply(target, reason, uploads.limits));
      },
      // The client went away mid-body: nobody to answer.
      failed: () => answerBroken(res),
    });
  };
}

/**
 * Serves a sandbox over HTTP (both services on one port) and prints nothing: the CLI does.
 *
 * The port is bound first (a port of 0 is only known then, and the sandbox's `baseUrl` names it),
 * then the store and keys are made. A request that arrives in between is held and answered once
 * the sandbox is ready (or answered 503 if it fails to start), never left hanging: test set-ups
 * and tools poll a starting sandbox.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  server.on('clientError', answerClientError);
  let serve: RequestListener | undefined;
  let failedToStart = false;
  const early: [IncomingMessage, ServerResponse][] = [];
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (serve) serve(req, res);
    else if (failedToStart) refuseUnstarted(res);
    // Its body waits in the socket (a stream nobody reads yet is paused).
    else early.push([req, res]);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = (options.baseUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
  const {
    port: _port,
    host: _host,
    allowedHosts: _allowed,
    uploads: uploadLimits,
    frame: _frame,
    ...rest
  } = options;
  let sandbox: Sandbox;
  try {
    sandbox = await createSandbox({ ...rest, baseUrl: url });
  } catch (error) {
    failedToStart = true;
    for (const [, res] of early.splice(0)) refuseUnstarted(res);
    server.close();
    throw error;
  }
  const uploads = new UploadBudget(uploadLimits);
  const allowedHosts = allowedHostsOf(options, url, host);
  serve = serveWith({ sandbox, url, allowedHosts, uploads });
  for (const [req, res] of early.splice(0)) serve(req, res);
  const frame =
    options.frame === false
      ? undefined
      : await startFrameServer(sandbox.context, {
          ...options.frame,
          host,
          baseUrl: url,
          allowedHosts,
        }).catch(async (error: unknown) => {
          uploads.stop();
          server.close();
          await sandbox.close();
          throw error;
        });
  return {
    url,
    ...(frame ? { frameUrl: frame.url } : {}),
    bootstrap: sandbox.bootstrap,
    sandbox,
    async close() {
      await frame?.close();
      uploads.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
