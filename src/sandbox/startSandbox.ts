import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { GrpcCode } from 'embedded-wallet-kit/protocol';
import type { Bootstrap } from './Bootstrap.js';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.js';
import { features } from './features.js';
import { type AllowedHosts, hostAllowed } from './http/checkHost.js';
import { withClientAddress } from './http/clientAddress.js';
import { knownBody, rememberBody } from './http/knownBody.js';
import type { RawReply } from './http/RawExchange.js';
import { bodyTooLarge, decodeUtf8 } from './http/readBody.js';
import { ServiceError } from './ServiceError.js';
import {
  SIGNED_API_CORS,
  SIGNED_API_PATH,
  type SignedApi,
  signedApiOf,
} from './signedApi/signedApi.js';
import { signedApiFeature } from './signedApi/signedApiFeature.js';

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
}

export interface RunningSandbox {
  url: string;
  bootstrap: Bootstrap;
  sandbox: Sandbox;
  close(): Promise<void>;
}

const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * Buffers a request body, up to `maxBytes`: answers undefined as soon as it is larger (declared
 * or streamed), so a huge upload is refused without being held in memory. `failed` is called
 * instead when the body never ends (a stream error, or a client that disconnects mid-body).
 * Callbacks rather than a promise: this runs on every request.
 */
function collectNodeBody(
  req: IncomingMessage,
  maxBytes: number,
  done: (body: Buffer | undefined) => void,
  failed: (error: Error) => void,
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
  const fail = (error: Error) => {
    if (settled) return;
    settled = true;
    failed(error);
  };
  req.on('error', fail);
  // After 'end' this does nothing (and makes no Error: it runs on every request).
  req.on('close', () => {
    if (!settled) fail(new Error('request closed before its body ended'));
  });
}

function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => collectNodeBody(req, maxBytes, resolve, reject));
}

function toRequest(req: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  // Header pairs straight into the Request (no intermediate Headers object to copy).
  const raw = req.rawHeaders;
  const headers: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) headers.push([raw[i]!, raw[i + 1]!]);
  const method = req.method ?? 'GET';
  const init: RequestInit = { method, headers };
  // Chunks of a Node stream are backed by plain ArrayBuffers.
  if (body !== undefined && !BODYLESS.has(method)) init.body = body as Uint8Array<ArrayBuffer>;
  const target = req.url ?? '/';
  // Origin-form targets ("/path?query", the usual case) are paths, even "//host/path";
  // absolute-form ("http://host/path", RFC 9112 3.2.2) is resolved as a URL. Either may still
  // be unparseable ("http://["): the Request constructor throws and the caller answers 400.
  const url = target.startsWith('/') ? `${origin}${target}` : new URL(target, origin);
  const request = new Request(url, init);
  // The socket's peer, for per-client rate limits (never a header: a client could forge one).
  withClientAddress(request, req.socket.remoteAddress ?? 'unknown');
  return body !== undefined && init.body !== undefined ? rememberBody(request, body) : request;
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  // A flat [name, value, ...] list: what writeHead takes with the least work, and the one form
  // that keeps several set-cookie headers apart.
  const headers: string[] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push('set-cookie', cookie);
  const known = knownBody(response);
  const body =
    known !== undefined
      ? known
      : response.body
        ? Buffer.from(await response.arrayBuffer())
        : undefined;
  res.writeHead(response.status, headers);
  res.end(body);
}

/** A JSON wire error written by the server itself, before any sandbox handler runs. */
function answerDirectly(
  res: ServerResponse,
  error: ServiceError,
  close = false,
  headers: Readonly<Record<string, string>> = {},
): void {
  res.writeHead(error.httpStatus, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(JSON.stringify(error.toWire()));
}

/** When nothing can be answered properly (a response failed to serialise, a body broke off). */
function answerBroken(res: ServerResponse): void {
  // Nobody to answer when the socket is gone; otherwise the wire error, never a hang.
  if (res.destroyed) return;
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
  res.end('{"code":13,"message":"internal error","details":[]}');
}

function writeReply(res: ServerResponse, reply: RawReply, close: boolean): void {
  const headers = reply.headers;
  // A known length rather than chunked encoding: one write of the head and the body.
  if (reply.body !== '') headers['content-length'] = String(Buffer.byteLength(reply.body));
  if (close) headers.connection = 'close';
  res.writeHead(reply.status, headers);
  res.end(reply.body === '' ? undefined : reply.body);
}

/**
 * The fast path of the signed API (`POST|OPTIONS /public/v1/(submit|query)/<op>`): the same
 * pipeline as `handler(Request)` (see signedApi.ts), fed straight from Node's request and
 * written straight to Node's response, without building web `Request`/`Response` objects (they
 * cost more than a small query's own work: `npm run bench -- sandboxLoad`). The answers are
 * those of the web path (signedApiFastPath.test.ts), except that a too-large body is refused
 * without reading it (as `refuseTooLarge`), here with the signed API's CORS headers.
 */
function serveSignedApi(
  api: SignedApi,
  req: IncomingMessage,
  res: ServerResponse,
  family: string,
  op: string,
  maxBytes: number,
): void {
  collectNodeBody(
    req,
    maxBytes,
    (bytes) => {
      try {
        if (bytes === undefined) {
          writeReply(res, api.failure(bodyTooLarge(maxBytes)), true);
          return;
        }
        if (req.method === 'OPTIONS') {
          writeReply(res, api.preflight(), false);
          return;
        }
        const operation = api.find(family, op);
        if (!operation) {
          writeReply(res, api.notFound(family, op), false);
          return;
        }
        let body: string;
        try {
          body = decodeUtf8(bytes);
        } catch (error) {
          writeReply(res, api.failure(error), false);
          return;
        }
        const headers = req.headers;
        const reply = api.answer(operation, {
          method: 'POST',
          header(name) {
            const value = headers[name];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          },
          body,
        });
        if (reply instanceof Promise) {
          reply.then(
            (r) => writeReply(res, r, false),
            () => answerBroken(res),
          );
        } else {
          writeReply(res, reply, false);
        }
      } catch {
        answerBroken(res);
      }
    },
    () => answerBroken(res),
  );
}

/** 413 straight from the server: the body is not read, and the connection is not reused. */
function refuseTooLarge(
  res: ServerResponse,
  maxBytes: number,
  headers?: Readonly<Record<string, string>>,
): void {
  answerDirectly(res, bodyTooLarge(maxBytes), true, headers);
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
  const { port: _port, host: _host, allowedHosts: _allowed, ...rest } = options;
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
  // The fast path only when the signed API routes first (the default features), so that it
  // takes exactly the requests `handler(Request)` would have given it.
  const signedApi =
    (options.features ?? features)[0] === signedApiFeature
      ? signedApiOf(sandbox.context)
      : undefined;
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
    if (signedApi && (req.method === 'POST' || req.method === 'OPTIONS')) {
      // Only a plain path: anything URL parsing could change (a query, `..`, %-escapes) goes
      // the web way.
      const match = SIGNED_API_PATH.exec(req.url ?? '');
      if (match) {
        serveSignedApi(signedApi, req, res, match[1]!, match[2]!, maxBodyBytes);
        return;
      }
    }
    readNodeBody(req, maxBodyBytes)
      .then(async (body) => {
        if (body === undefined && !BODYLESS.has(req.method ?? 'GET')) {
          // The signed API's answers all carry its CORS headers, so a page can read this one too.
          const signed = signedApi && req.url?.startsWith('/public/');
          refuseTooLarge(res, maxBodyBytes, signed ? SIGNED_API_CORS : undefined);
          return;
        }
        let request: Request;
        try {
          request = toRequest(req, origin, body);
        } catch {
          answerDirectly(res, ServiceError.invalid('the request target or a header is malformed'));
          return;
        }
        await send(res, await sandbox.handler(request));
      })
      // The client went away mid-body, or a response failed to serialise.
      .catch(() => answerBroken(res));
  });
  return {
    url,
    bootstrap: sandbox.bootstrap,
    sandbox,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
