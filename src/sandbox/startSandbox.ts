import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Bootstrap } from './Bootstrap.js';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.js';

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

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    init.body = Buffer.concat(chunks);
  }
  return new Request(new URL(req.url ?? '/', origin), init);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.writeHead(response.status, headers);
  res.end(body);
}

/** Serves a sandbox over HTTP (both services on one port) and prints nothing: the CLI does. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
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
  server.on('request', (req, res) => {
    toRequest(req, origin)
      .then((request) => sandbox.handler(request))
      .then((response) => send(res, response))
      .catch(() => {
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
