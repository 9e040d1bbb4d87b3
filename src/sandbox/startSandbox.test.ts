/**
 * The HTTP server is a thin adapter over the sandbox's pipeline: what it writes on the socket,
 * seen with a raw HTTP client (fetch would hide the framing and join the cookies).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CLIENT_IDS } from './proxy/config/defaultProxyConfig.js';
import { type RunningSandbox, startSandbox } from './startSandbox.js';

let running: RunningSandbox;
beforeAll(async () => {
  running = await startSandbox({ port: 0, memory: true });
});
afterAll(() => running.close());

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP/1.1 exchange on the raw client: headers as Node received them. */
function exchange(method: string, path: string, body?: string): Promise<RawAnswer> {
  const { port } = new URL(running.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname: '127.0.0.1', port, path, method, headers: { host: `localhost:${port}` } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('startSandbox writes each reply in one go', () => {
  it('sends a JSON answer with its Content-Length, never chunked', async () => {
    const answer = await exchange('GET', '/__dev/info');
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toMatchObject({
      organizationId: running.bootstrap.organizationId,
    });
  });

  it('sends a body-less answer without a body or a length', async () => {
    const answer = await exchange('OPTIONS', '/public/v1/query/whoami');
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps several Set-Cookie headers apart (the dev OAuth provider sets four)', async () => {
    const params = new URLSearchParams({
      client_id: DEV_CLIENT_IDS.google,
      redirect_uri: `${running.url}/oauth-callback`,
      response_type: 'id_token',
      scope: 'openid email',
      nonce: 'n0nce',
      state: 'st4te',
    });
    const answer = await exchange('GET', `/oauth/auth?${params}`);
    expect(answer.status).toBe(303);
    const cookies = answer.headers['set-cookie'] ?? [];
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    const names = cookies.map((cookie) => cookie.split('=')[0]);
    expect(names).toContain('dev_oauth_interaction');
    expect(names).toContain('dev_oauth_interaction_resume');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
  });

  it('refuses the methods a web Request refuses (TRACE) with a JSON 400', async () => {
    const answer = await exchange('TRACE', '/__dev/info');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 3 });
  });

  it('gives the pipeline the socket address, not a header claim', async () => {
    const seen: (string | undefined)[] = [];
    const { context } = running.sandbox;
    const dispatch = context.dispatch;
    context.dispatch = (request) => {
      seen.push(request.clientAddress);
      return dispatch(request);
    };
    try {
      await exchange('GET', '/__dev/info');
    } finally {
      context.dispatch = dispatch;
    }
    expect(seen).toEqual(['127.0.0.1']);
  });
});

/** A port nothing listens on now (the OS picks it; closed again at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('startSandbox during start-up', () => {
  it('answers what arrives while the store and keys are made: a readiness poll never hangs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ewk-startup-'));
    const port = await freePort();
    let ready = false;
    const starting = startSandbox({ port, dataDir }).finally(() => {
      ready = true;
    });
    // What test set-ups and tools do: poll until the sandbox answers. Each poll waits for its
    // answer (a refused connection, before the port is bound, is retried at once); one the
    // server accepted and never answered would hold this loop until the guard below fails it.
    const answers: (number | 'refused')[] = [];
    while (!ready) {
      answers.push(
        await fetch(`http://127.0.0.1:${port}/__dev/info`, {
          signal: AbortSignal.timeout(15_000),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          (error: Error & { cause?: { code?: string } }) => {
            if (error.cause?.code === 'ECONNREFUSED') return 'refused' as const;
            throw error;
          },
        ),
      );
    }
    const running = await starting;
    try {
      // Every poll was sent before start-up ended; those the server took were answered in full.
      const taken = answers.filter((status) => status !== 'refused');
      expect(taken.length).toBeGreaterThan(0);
      expect(taken.every((status) => status === 200)).toBe(true);
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
