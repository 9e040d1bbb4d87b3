import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { GrpcCode } from '../protocol/grpcCodes.js';
import type { Bootstrap } from './Bootstrap.js';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.js';
import { knownBody, rememberBody } from './http/knownBody.js';
import { ServiceError } from './ServiceError.js';

export interface StartSandboxOptions extends Omit<SandboxOptions, 'baseUrl'> {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1: the sandbox holds dev keys and must not face a network. */
  host?: string;
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
 * or streamed), so a huge upload is refused without being held in memory.
 */
function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', onData);
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)));
    req.once('error', reject);
    // A client that disconnects mid-body: settle (a promise settles once, so after 'end' this
    // does nothing).
    req.once('close', () => reject(new Error('request closed before its body ended')));
  });
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
function answerDirectly(res: ServerResponse, error: ServiceError, close = false): void {
  res.writeHead(error.httpStatus, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(JSON.stringify(error.toWire()));
}

/** 413 straight from the server: the body is not read, and the connection is not reused. */
function refuseTooLarge(res: ServerResponse, maxBytes: number): void {
  const error = new ServiceError(
    GrpcCode.RESOURCE_EXHAUSTED,
    `request body exceeds ${maxBytes} bytes`,
    [{ field: '(body)', description: 'too large' }],
    413,
  );
  answerDirectly(res, error, true);
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
  const { port: _port, host: _host, ...rest } = options;
  let sandbox: Sandbox;
  try {
    sandbox = await createSandbox({ ...rest, baseUrl: url });
  } catch (error) {
    server.close();
    throw error;
  }
  const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  const maxBodyBytes = sandbox.context.settings.maxBodyBytes;
  server.on('request', (req, res) => {
    readNodeBody(req, maxBodyBytes)
      .then(async (body) => {
        if (body === undefined && !BODYLESS.has(req.method ?? 'GET')) {
          refuseTooLarge(res, maxBodyBytes);
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
      .catch(() => {
        // The client went away mid-body, or a response failed to serialise: nobody to answer
        // when the socket is gone; otherwise the wire error, never a hang.
        if (res.destroyed) return;
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"code":13,"message":"internal error","details":[]}');
      });
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
