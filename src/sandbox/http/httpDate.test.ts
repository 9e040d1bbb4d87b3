/**
 * Every answer carries `Date` at the sandbox's clock, readable by a page of another origin
 * (the kit learns how far the device's clock is off from it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../../test/support/sandbox/index.js';
import { proxyCall } from '../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../createSandbox.js';
import { type RunningSandbox, startSandbox } from '../startSandbox.js';
import { httpDate } from './httpDate.js';

// A clock far from the machine's, so an answer dated by anything else shows.
const NOW = Date.UTC(2031, 0, 2, 3, 4, 5, 678);
const APP_ORIGIN = 'http://localhost:5173';
let sandbox: Sandbox;
let running: RunningSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => NOW });
  running = await startSandbox({ port: 0, memory: true, now: () => NOW });
});
afterAll(async () => {
  await sandbox.close();
  await running.close();
});

const exposed = (response: { headers: Headers }) =>
  (response.headers.get('access-control-expose-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('Date', () => {
  it('is an IMF-fixdate of the whole second', () => {
    expect(httpDate(NOW)).toBe('Thu, 02 Jan 2031 03:04:05 GMT');
    expect(httpDate(NOW + 321)).toBe('Thu, 02 Jan 2031 03:04:05 GMT');
    expect(httpDate(NOW + 322)).toBe('Thu, 02 Jan 2031 03:04:06 GMT');
  });

  it('dates and exposes the proxy answers, errors included', async () => {
    const config = await proxyCall(sandbox, 'wallet_kit_config', {}, { origin: APP_ORIGIN });
    const refused = await proxyCall(sandbox, 'account', {}, { origin: APP_ORIGIN });
    expect([config.status, refused.status]).toEqual([200, 400]);
    for (const answer of [config, refused]) {
      expect(answer.headers.get('date')).toBe(httpDate(NOW));
      expect(exposed(answer)).toContain('date');
    }
  });

  it('dates and exposes the signed API answers, over HTTP as in-process', async () => {
    for (const base of [sandbox.bootstrap.baseUrl, running.url]) {
      const request = new Request(`${base}/public/v1/query/whoami`, {
        method: 'POST',
        headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
        body: '{}',
      });
      const response = base === running.url ? await fetch(request) : await sandbox.handler(request);
      expect(response.status).toBe(401);
      expect(response.headers.get('date')).toBe(httpDate(NOW));
      expect(exposed(response)).toContain('date');
    }
  });
});
