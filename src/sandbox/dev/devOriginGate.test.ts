/**
 * The dev endpoints answer the sandbox's own pages and configured origins, never `*`: a page on
 * another origin cannot read the inbox (and its codes), the records or the info, nor post to the
 * dev helpers or change the proxy configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../../test/support/sandbox/index.js';
import { ok, proxyCall } from '../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../createSandbox.js';

let sandbox: Sandbox;
const trusted = 'http://localhost:3000';

beforeAll(async () => {
  sandbox = await createTestSandbox({ devOrigins: [`${trusted}/`] });
});
afterAll(() => sandbox.close());

function devRequest(path: string, origin: string | undefined, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (origin !== undefined) headers.set('origin', origin);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  return new Request(`${sandbox.bootstrap.baseUrl}${path}`, { ...init, headers });
}

const orgPath = () => `/__dev/records/user?organizationId=${sandbox.bootstrap.organizationId}`;

describe('dev endpoints and page origins', () => {
  it('refuse another origin with 403 before any handler runs, readable by that page, naming the flag', async () => {
    await proxyCall(sandbox, 'otp_init_v2', {
      otpType: 'OTP_TYPE_EMAIL',
      contact: 'victim@example.com',
    }).then(ok);
    const evil = 'https://attacker.example';
    const requests = [
      devRequest('/__dev/inbox?to=victim%40example.com', evil),
      devRequest('/__dev/info', evil),
      devRequest(orgPath(), evil),
      devRequest('/__dev/inbox', evil, { method: 'DELETE' }),
      devRequest('/__dev/top-tier', evil, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ organizationId: sandbox.bootstrap.organizationId, topTier: true }),
      }),
      devRequest('/__dev/proxy-config', evil, {
        method: 'PATCH',
        body: JSON.stringify({ allowedOrigins: [evil] }),
      }),
      devRequest('/__dev/inbox', 'null'),
      // Another port of localhost is another origin too.
      devRequest('/__dev/inbox', 'http://localhost:9999'),
      // And so is another scheme on the sandbox's own host and port, or behind a dev proxy.
      devRequest(
        '/__dev/inbox',
        new URL(sandbox.bootstrap.baseUrl).origin.replace(/^http:/, 'https:'),
      ),
      devRequest('/__dev/info', 'https://localhost:5173', { headers: { host: 'localhost:5173' } }),
    ];
    for (const request of requests) {
      const response = await sandbox.handler(request);
      const label = `${request.method} ${new URL(request.url).pathname}`;
      expect(response.status, label).toBe(403);
      // The page may read the refusal (and only that): it says how to allow the origin.
      const origin = request.headers.get('origin');
      expect(response.headers.get('access-control-allow-origin'), label).toBe(origin);
      const body = await response.text();
      expect(body, label).not.toMatch(/"code":"[0-9A-Z]{6,9}"/);
      expect(JSON.parse(body)).toMatchObject({ code: 7 });
      expect(JSON.parse(body).message, label).toContain(`--dev-origins ${origin}`);
    }
    // A refused page's preflight is answered, so that the refusal that follows is readable.
    const preflight = await sandbox.handler(
      devRequest('/__dev/secrets', evil, { method: 'OPTIONS' }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(evil);
    // Nothing was changed or deleted.
    const inbox = await sandbox.handler(
      devRequest('/__dev/inbox?to=victim%40example.com', undefined),
    );
    expect(((await inbox.json()) as { messages: unknown[] }).messages).toHaveLength(1);
    const org = sandbox.context.store.get('organization', sandbox.bootstrap.organizationId);
    expect(org?.topTier).toBe(false);
  });

  it('answer the own origin, configured origins (with that origin only) and non-page callers', async () => {
    const own = new URL(sandbox.bootstrap.baseUrl).origin;
    for (const origin of [own, trusted]) {
      const response = await sandbox.handler(devRequest('/__dev/inbox', origin));
      expect(response.status, origin).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(response.headers.get('vary')).toContain('Origin');
    }
    const records = await sandbox.handler(devRequest(orgPath(), trusted));
    expect(records.status).toBe(200);
    expect(records.headers.get('access-control-allow-origin')).toBe(trusted);
    const preflight = await sandbox.handler(
      devRequest('/__dev/secrets', trusted, { method: 'OPTIONS' }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(trusted);
    // curl, Node and tests send no Origin: answered, and never with `*`.
    const plain = await sandbox.handler(devRequest('/__dev/info', undefined));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keep the proxy configuration without CORS even for configured origins', async () => {
    const response = await sandbox.handler(devRequest('/__dev/proxy-config', trusted));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('take the Host of a request behind a dev proxy as its own origin', async () => {
    const response = await sandbox.handler(
      devRequest('/__dev/info', 'http://localhost:5173', { headers: { host: 'localhost:5173' } }),
    );
    expect(response.status).toBe(200);
  });

  it('refuse a devOrigins entry that is not an http(s) origin', async () => {
    await expect(createTestSandbox({ devOrigins: ['*'] })).rejects.toThrow(/origin/);
  });
});
