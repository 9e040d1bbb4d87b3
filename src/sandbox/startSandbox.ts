import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { GrpcCode } from 'embedded-wallet-kit/protocol';
import type { Bootstrap } from './bootstrap.js';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.js';
import { type FrameServerOptions, startFrameServer } from './frame/startFrameServer.js';
import { bodyTooLargeReply } from './http/bodyTooLargeReply.js';
import { type AllowedHosts, hostAllowed } from './http/checkHost.js';
import { errorReply } from './http/jsonReply.js';
import type { SandboxReply } from './http/sandboxReply.js';
import { SandboxRequest } from './http/sandboxRequest.js';
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
 * Buffers a request body, up to `maxBytes`: calls `done(undefined)` as soon as it is larger
 * (declared or streamed), so a huge upload is refused without being held in memory; `failed`
 * when the body never ends (a stream error, or a client that disconnects mid-body). Callbacks
 * rather than a promise: the reply of a small query is then written in the turn its body ends.
 */
function collectNodeBody(
  req: IncomingMessage,
  maxBytes: number,
  done: (body: Buffer | undefined) => void,
  failed: () => void,
): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    done(undefined);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const onData = (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > maxBytes) {
      settled = true;
      req.off('data', onData);
      done(undefined);
      return;
    }
    chunks.push(chunk);
  };
  req.on('data', onData);
  req.on('end', () => {
    if (settled) return;
    settled = true;
    done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
  });
  const fail = () => {
    if (settled) return;
    settled = true;
    failed();
  };
  req.on('error', fail);
  // After 'end' this does nothing: it runs on every request.
  req.on('close', fail);
}

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
 * Writes a reply in one go: status and headers, then the body with its `Content-Length` (no
 * chunked encoding: the body is whole already). A flat [name, value, ...] list is what
 * `writeHead` takes with the least work, and keeps several set-cookie headers apart.
 */
function writeReply(res: ServerResponse, reply: SandboxReply): void {
  const body = reply.body;
  const headers = [...flatHeaders(reply.headers)];
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

/** 413 straight from the server: the body is not read, and the connection is not reused. */
function refuseTooLarge(res: ServerResponse, target: string, maxBytes: number): void {
  const reply = bodyTooLargeReply(target, maxBytes);
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

/** Serves a sandbox over HTTP (both services on one port) and prints nothing: the CLI does. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = (options.baseUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
  const { port: _port, host: _host, allowedHosts: _allowed, frame: _frame, ...rest } = options;
  let sandbox: Sandbox;
  try {
    sandbox = await createSandbox({ ...rest, baseUrl: url });
  } catch (error) {
    server.close();
    throw error;
  }
  // Requests are seen at the public URL clients use (`baseUrl`, `http://localhost:<port>` by
  // default), not at the bound address: redirects the sandbox builds (the dev OAuth provider's)
  // must stay on the origin whose cookies the browser holds.
  const origin = new URL(url).origin;
  const maxBodyBytes = sandbox.context.settings.maxBodyBytes;
  const allowedHosts = allowedHostsOf(options, url, host);
  // Clients send the same Host on every request: the last accepted one skips the parse.
  let lastHostAllowed: string | undefined;
  server.on('request', (req, res) => {
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
    collectNodeBody(
      req,
      maxBodyBytes,
      (body) => {
        if (body === undefined && !BODYLESS.has(req.method ?? 'GET')) {
          refuseTooLarge(res, req.url ?? '/', maxBodyBytes);
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
              writeReply(res, reply);
            } catch {
              // A reply that failed to serialise (dispatch answers every error itself).
              answerBroken(res);
            }
          },
          () => answerBroken(res),
        );
      },
      // The client went away mid-body: nobody to answer.
      () => answerBroken(res),
    );
  });
  const frame =
    options.frame === false
      ? undefined
      : await startFrameServer(sandbox.context, {
          ...options.frame,
          host,
          baseUrl: url,
          allowedHosts,
        }).catch(async (error: unknown) => {
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
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
