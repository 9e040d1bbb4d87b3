import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSoftwareAuthenticator,
  createTestSandbox,
} from '../../../test/support/sandbox/index.js';
import { ok, proxyCall } from '../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../createSandbox.js';
import {
  defaultWebAuthnOrigins,
  expectedWebAuthnOrigins,
  isWebAuthnOriginEntry,
} from './expectedWebAuthnOrigins.js';

const clientData = (origin: string) =>
  Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'x', origin })).toString(
    'base64url',
  );

describe('expectedWebAuthnOrigins', () => {
  it('defaults to the base origin, and any port of its host when that is loopback', () => {
    expect(defaultWebAuthnOrigins('http://localhost:8787')).toEqual([
      'http://localhost:8787',
      'http://localhost:*',
    ]);
    expect(defaultWebAuthnOrigins('https://wallet.example.com')).toEqual([
      'https://wallet.example.com',
    ]);
  });

  it('admits another port of a loopback wildcard, never another host or scheme', () => {
    const settings = {
      baseUrl: 'http://localhost:8787',
      timestampWindowMs: 1,
      futureSkewMs: 1,
      maxBodyBytes: 1,
      rpId: 'localhost',
      webauthnOrigins: ['http://localhost:8787', 'http://localhost:*'],
      devOrigins: [],
      requireWalletProof: false,
    };
    expect(expectedWebAuthnOrigins(settings, clientData('http://localhost:45312'))).toEqual([
      'http://localhost:8787',
      'http://localhost:45312',
    ]);
    for (const origin of [
      'http://evil.example:45312',
      'https://localhost:45312',
      'http://localhost.evil:1',
    ]) {
      expect(expectedWebAuthnOrigins(settings, clientData(origin))).toEqual([
        'http://localhost:8787',
      ]);
    }
    expect(expectedWebAuthnOrigins(settings, 'not base64 json')).toEqual(['http://localhost:8787']);
  });

  it('validates configured entries', () => {
    expect(isWebAuthnOriginEntry('http://localhost:*')).toBe(true);
    expect(isWebAuthnOriginEntry('https://app.example')).toBe(true);
    expect(isWebAuthnOriginEntry('https://app.example/')).toBe(false);
    expect(isWebAuthnOriginEntry('https://*.example')).toBe(false);
    expect(isWebAuthnOriginEntry('https://app.example:*')).toBe(false);
  });
});

describe('WebAuthn relying party settings of a running sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  const signupWith = (origin: string, rpId = sandbox.context.settings.rpId) => {
    const device = createSoftwareAuthenticator({ rpId, origin });
    return proxyCall(sandbox, 'signup_v2', {
      userName: 'Passkey',
      apiKeys: [],
      authenticators: [device.register().input],
      oauthProviders: [],
    });
  };

  const patch = (body: unknown) =>
    sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}/__dev/proxy-config`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it('registers a passkey from an app on another local port by default', async () => {
    const { hostname } = new URL(sandbox.bootstrap.baseUrl);
    ok(await signupWith(`http://${hostname}:45312`));
    expect((await signupWith('https://elsewhere.example')).status).toBe(400);
  });

  it('takes webauthnOrigins and rpId from /__dev/proxy-config, validated', async () => {
    const set = await patch({ webauthnOrigins: ['https://app.example'], rpId: 'app.example' });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      webauthnOrigins: ['https://app.example'],
      rpId: 'app.example',
    });
    ok(await signupWith('https://app.example', 'app.example'));
    expect((await signupWith('https://app.example', 'other.example')).status).toBe(400);
    const bad = await patch({ webauthnOrigins: ['https://*.example'] });
    expect(bad.status).toBe(400);
    const get = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}/__dev/proxy-config`),
    );
    expect(((await get.json()) as { rpId: string }).rpId).toBe('app.example');
  });
});
