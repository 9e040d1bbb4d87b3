import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../../test/support/sandbox/index.js';
import { ok, patchConfig, proxyCall } from '../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** The production kit's own call: a POST with no body at all, only the config id header. */
const bodyless = () =>
  sandbox.handler(
    new Request(`${sandbox.bootstrap.authProxyUrl}/v1/wallet_kit_client_params`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Auth-Proxy-Config-ID': sandbox.bootstrap.authProxyConfigId,
        origin: 'http://localhost:3000',
      },
    }),
  );

describe('wallet_kit_client_params', () => {
  it('answers {} without a site key, also to the bodyless call the production kit makes', async () => {
    expect(ok(await proxyCall(sandbox, 'wallet_kit_client_params', {}))).toEqual({});
    const response = await bodyless();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await response.json()).toEqual({});
  });

  it('publishes the site key the configuration sets, and drops it on null', async () => {
    const set = await patchConfig(sandbox, { turnstileSiteKey: '1x00000000000000000000AA' });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ turnstileSiteKey: '1x00000000000000000000AA' });
    expect(await (await bodyless()).json()).toEqual({
      turnstileSiteKey: '1x00000000000000000000AA',
    });

    const cleared = await patchConfig(sandbox, { turnstileSiteKey: null });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).not.toHaveProperty('turnstileSiteKey');
    expect(await (await bodyless()).json()).toEqual({});
  });

  it('refuses a site key that is not one printable token', async () => {
    for (const key of ['', 'two words', 'x'.repeat(257), 42]) {
      const response = await patchConfig(sandbox, { turnstileSiteKey: key });
      expect(response.status, JSON.stringify(key)).toBe(400);
    }
  });

  it('refuses a body with fields, as every proxy operation does', async () => {
    const outcome = await proxyCall(sandbox, 'wallet_kit_client_params', { siteKey: 'x' });
    expect(outcome.status).toBe(400);
  });
});
