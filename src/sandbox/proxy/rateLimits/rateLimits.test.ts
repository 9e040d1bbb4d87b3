/**
 * Abuse limits of the proxy: per client address, `otp_init_v2`, `signup_v2`, `oauth2_authenticate`
 * and the login calls answer 429 with `Retry-After` past a generous limit (configurable through
 * `/__dev/proxy-config`), and one signup may ask for at most 20 wallet accounts. The address is
 * the socket's, set by the HTTP server: a header cannot change it.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../../../test/support/sandbox/index.js';
import { patchConfig } from '../../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../../createSandbox.js';
import { withClientAddress } from '../../http/clientAddress.js';
import { type RunningSandbox, startSandbox } from '../../startSandbox.js';
import { DEFAULT_RATE_LIMITS, MAX_SIGNUP_WALLET_ACCOUNTS } from './proxyLimits.js';

let sandbox: Sandbox;
let clock = Date.parse('2026-01-01T00:00:00Z');

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => clock });
});
afterAll(() => sandbox.close());

/** A proxy call from `address` (as the HTTP server marks it), or in-process when undefined. */
async function callFrom(address: string | undefined, op: string, body: unknown) {
  const request = new Request(`${sandbox.bootstrap.authProxyUrl}/v1/${op}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-auth-proxy-config-id': sandbox.bootstrap.authProxyConfigId,
      // Claims of a client about its address count for nothing.
      'x-forwarded-for': '203.0.113.9',
    },
    body: JSON.stringify(body),
  });
  const response = await sandbox.handler(
    address === undefined ? request : withClientAddress(request, address),
  );
  return { status: response.status, headers: response.headers, json: await response.json() };
}

const otpInit = (address: string | undefined, i: number) =>
  callFrom(address, 'otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: `spray${i}@example.com` });

const anonymousSignup = (address: string | undefined, extra: Record<string, unknown> = {}) =>
  callFrom(address, 'signup_v2', { apiKeys: [], authenticators: [], oauthProviders: [], ...extra });

describe('per-address rate limits', () => {
  it('otp_init_v2 to 300 different contacts from one address: 60 a minute, then 429', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof otpInit>> | undefined;
    for (let i = 0; i < 300; i++) {
      last = await otpInit('198.51.100.1', i);
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(DEFAULT_RATE_LIMITS.otp_init_v2.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - 60);
    expect(last?.headers.get('retry-after')).toBe('60');
    expect(last?.json).toMatchObject({ code: 8 });
    // Another address, and the next window, are not affected.
    expect((await otpInit('198.51.100.2', 1000)).status).toBe(200);
    clock += 60_000;
    expect((await otpInit('198.51.100.1', 1001)).status).toBe(200);
  });

  it('300 anonymous signup_v2 from one address: 30 a minute, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await anonymousSignup('198.51.100.3')).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('are configurable through /__dev/proxy-config, and null restores the default', async () => {
    const patched = await patchConfig(sandbox, {
      rateLimits: { oauth2_authenticate: { limit: 2, windowSeconds: 600 } },
    });
    expect(patched.status).toBe(200);
    const body = {
      provider: 'OAUTH2_PROVIDER_X',
      authCode: 'x',
      redirectUri: 'http://localhost/cb',
      codeVerifier: 'v'.repeat(43),
      nonce: 'n',
      clientId: 'ewk-sandbox-x',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await callFrom('198.51.100.4', 'oauth2_authenticate', body)).status);
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
    const view = (await patched.json()) as { rateLimits: Record<string, unknown> };
    expect(view.rateLimits.oauth2_authenticate).toEqual({ limit: 2, windowSeconds: 600 });
    const reset = await patchConfig(sandbox, { rateLimits: { oauth2_authenticate: null } });
    expect(((await reset.json()) as typeof view).rateLimits.oauth2_authenticate).toEqual(
      DEFAULT_RATE_LIMITS.oauth2_authenticate,
    );
    expect(
      (await patchConfig(sandbox, { rateLimits: { signup_v2: { limit: 0, windowSeconds: 60 } } }))
        .status,
    ).toBe(400);
  });

  it('do not apply in-process (no socket, no stranger), whatever headers say', async () => {
    await patchConfig(sandbox, { rateLimits: { otp_init_v2: { limit: 1, windowSeconds: 600 } } });
    try {
      for (let i = 0; i < 3; i++) expect((await otpInit(undefined, 2000 + i)).status).toBe(200);
    } finally {
      await patchConfig(sandbox, { rateLimits: { otp_init_v2: null } });
    }
  });
});

describe('work cap', () => {
  it(`signup_v2 asks for at most ${MAX_SIGNUP_WALLET_ACCOUNTS} wallet accounts`, async () => {
    const account = {
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
    };
    const accounts = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...account, path: `m/44'/60'/0'/0/${i}` }));
    const tooMany = await anonymousSignup(undefined, {
      wallet: { walletName: 'w', accounts: accounts(100) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({
      details: [
        { field: 'wallet.accounts', description: "at most 20 accounts in a signup's wallet" },
      ],
    });
    const enough = await anonymousSignup(undefined, {
      wallet: { walletName: 'w', accounts: accounts(MAX_SIGNUP_WALLET_ACCOUNTS) },
    });
    expect(enough.status).toBe(200);
  });
});

describe('over HTTP', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox({ port: 0, memory: true });
  });
  afterAll(() => running.close());

  /** otp_init_v2 over a socket, claiming a different address in each request's headers. */
  function post(i: number): Promise<{ status: number; retryAfter: string | undefined }> {
    const url = new URL(`${running.url}/v1/otp_init_v2`);
    const body = JSON.stringify({ otpType: 'OTP_TYPE_EMAIL', contact: `h${i}@example.com` });
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          hostname: '127.0.0.1',
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-auth-proxy-config-id': running.bootstrap.authProxyConfigId,
            'x-forwarded-for': `192.0.2.${i}`,
            'x-real-ip': `192.0.2.${i}`,
            forwarded: `for=192.0.2.${i}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              retryAfter: res.headers['retry-after'] as string | undefined,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('limits by the socket address; forwarded-for headers change nothing', async () => {
    const patch = await fetch(`${running.url}/__dev/proxy-config`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rateLimits: { otp_init_v2: { limit: 3, windowSeconds: 60 } } }),
    });
    expect(patch.status).toBe(200);
    const answers = [];
    for (let i = 1; i <= 4; i++) answers.push(await post(i));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3]?.retryAfter)).toBeGreaterThan(0);
  });
});
