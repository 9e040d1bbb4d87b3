/**
 * DNS rebinding: a page whose own name now resolves to 127.0.0.1 reaches the sandbox with its
 * name in `Host`. The HTTP server answers loopback names and configured hosts only (as Vite's
 * `server.allowedHosts`), on every path, the signed API included.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../startSandbox.js';
import { hostAllowed, isLoopbackHostname } from './checkHost.js';

describe('hostAllowed', () => {
  it('answers loopback names whatever the port', () => {
    for (const host of [
      'localhost',
      'localhost:8787',
      'LOCALHOST.',
      'app.localhost:5173',
      '127.0.0.1:1',
      '127.255.0.9',
      '[::1]:8787',
      '[::1]',
    ]) {
      expect(hostAllowed(host, []), host).toBe(true);
    }
  });

  it('refuses every other name unless configured', () => {
    for (const host of [
      'attacker.example',
      'attacker.example:8787',
      'localhost.attacker.example',
      '127.0.0.1.nip.io',
      '128.0.0.1',
      '127.0.0.256',
      '0.0.0.0',
      '[::2]',
      '[::1',
      'localhost:port',
      '',
    ]) {
      expect(hostAllowed(host, []), host).toBe(false);
    }
    expect(hostAllowed(undefined, [])).toBe(false);
  });

  it('answers configured names exactly, a leading dot for a domain and its subdomains', () => {
    expect(hostAllowed('dev.example.com:443', ['dev.example.com'])).toBe(true);
    expect(hostAllowed('a.dev.example.com', ['dev.example.com'])).toBe(false);
    expect(hostAllowed('a.dev.example.com', ['.dev.example.com'])).toBe(true);
    expect(hostAllowed('dev.example.com', ['.dev.example.com'])).toBe(true);
    expect(hostAllowed('evildev.example.com', ['.dev.example.com'])).toBe(false);
    expect(hostAllowed('anything.example', true)).toBe(true);
  });

  it('knows 127.0.0.0/8 and the localhost names', () => {
    expect(isLoopbackHostname('127.1.2.3')).toBe(true);
    expect(isLoopbackHostname('10.0.0.1')).toBe(false);
  });
});

/** One raw HTTP request with a chosen Host header (fetch would not let a page choose it). */
function get(
  url: string,
  path: string,
  host: string,
  method = 'GET',
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: '127.0.0.1',
        port: target.port,
        path,
        method,
        headers: { host, 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : '{}');
  });
}

describe('the HTTP server checks Host', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox({ port: 0, memory: true, allowedHosts: ['dev.example.test'] });
  });
  afterAll(() => running.close());

  it('refuses a rebound name with 403 on dev, proxy and signed API paths alike', async () => {
    for (const [path, method] of [
      ['/__dev/info', 'GET'],
      ['/__dev/inbox', 'GET'],
      ['/__dev/proxy-config', 'PATCH'],
      ['/v1/otp_init_v2', 'POST'],
      ['/public/v1/query/whoami', 'POST'],
    ] as const) {
      const answer = await get(running.url, path, 'attacker.example:80', method);
      expect(answer.status, path).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 7 });
    }
  });

  it('answers loopback names, the public URL host and configured hosts', async () => {
    const port = new URL(running.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'dev.example.test']) {
      expect((await get(running.url, '/__dev/info', host)).status, host).toBe(200);
    }
  });
});
