import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../../../test/support/sandbox/index.js';
import {
  encryptCode,
  inbox,
  newClientKey,
  ok,
  otpSignup,
  patchConfig,
  proxyCall,
  verifyContact,
} from '../../../../test/support/sandbox/proxyTestKit.js';
import { createSandbox, type Sandbox } from '../../createSandbox.js';
import { masterKey } from '../proxyKey/masterKey.js';
import { openSealedBytes } from '../proxyKey/openSealedBytes.js';
import { proxyKeyAad } from '../proxyKey/proxyKeyAad.js';
import { DEV_CLIENT_IDS } from './defaultProxyConfig.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

async function getConfig(target: Sandbox = sandbox): Promise<Record<string, unknown>> {
  const response = await target.handler(
    new Request(`${target.bootstrap.baseUrl}/__dev/proxy-config`),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const preflight = (origin: string) =>
  sandbox.handler(
    new Request(`${sandbox.bootstrap.authProxyUrl}/v1/otp_init_v2`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-auth-proxy-config-id',
      },
    }),
  );

describe('proxy configuration', () => {
  it('is seeded with the demo defaults and reflected by wallet_kit_config', async () => {
    const config = await getConfig();
    expect(config).toMatchObject({
      configId: sandbox.bootstrap.authProxyConfigId,
      organizationId: sandbox.bootstrap.organizationId,
      enabled: true,
      allowedOrigins: ['*'],
      sessionExpirationSeconds: 900,
      otpLength: 6,
      oauthRedirectUrl: `${sandbox.bootstrap.baseUrl}/oauth-callback`,
    });
    const kit = ok(await proxyCall(sandbox, 'wallet_kit_config', {}));
    expect(kit).toEqual({
      enabledProviders: ['email', 'sms', 'passkey', 'wallet', 'google', 'x', 'discord'],
      sessionExpirationSeconds: '900',
      organizationId: sandbox.bootstrap.organizationId,
      oauthClientIds: {
        google: DEV_CLIENT_IDS.google,
        x: DEV_CLIENT_IDS.x,
        discord: DEV_CLIENT_IDS.discord,
      },
      oauthRedirectUrl: `${sandbox.bootstrap.baseUrl}/oauth-callback`,
      otpAlphanumeric: false,
      otpLength: '6',
      appName: 'Embedded Wallet Kit Sandbox',
    });
  });

  it('refuses invalid settings, partial wildcards first', async () => {
    const refusals: unknown[] = [
      { allowedOrigins: ['https://*.example.com'] },
      { allowedOrigins: ['*', 'https://app.example.com'] },
      { allowedOrigins: ['https://app.example.com/path'] },
      { otpLength: 5 },
      { otpLength: 10 },
      { sessionExpirationSeconds: 0 },
      { socialLogins: { apple: { enabled: true, clientId: DEV_CLIENT_IDS.google } } },
      { emailCustomization: { logoUrl: 'javascript:alert(1)' } },
      { methods: { carrierPigeon: true } },
      { unknownSetting: 1 },
    ];
    for (const patch of refusals) {
      const response = await patchConfig(sandbox, patch);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect(((await response.json()) as { code: number }).code).toBe(3);
    }
    const wildcard = await patchConfig(sandbox, { allowedOrigins: ['https://*.example.com'] });
    expect(((await wildcard.json()) as { message: string }).message).toContain('partial wildcards');
  });

  it('applies OTP length and character set, app name and logo', async () => {
    const patched = await patchConfig(sandbox, {
      otpLength: 8,
      otpAlphanumeric: true,
      emailCustomization: { appName: 'Acme Wallet', logoUrl: 'https://acme.example/logo.png' },
      sessionExpirationSeconds: '1200',
    });
    expect(patched.status).toBe(200);
    const init = ok(
      await proxyCall(sandbox, 'otp_init_v2', {
        otpType: 'OTP_TYPE_EMAIL',
        contact: 'acme@example.com',
      }),
    );
    const [message] = await inbox(sandbox, 'acme@example.com');
    expect(message?.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(message?.subject).toBe('Your Acme Wallet sign-in code');
    expect(message?.logoUrl).toBe('https://acme.example/logo.png');
    const kit = ok(await proxyCall(sandbox, 'wallet_kit_config', {}));
    expect(kit).toMatchObject({
      otpLength: '8',
      otpAlphanumeric: true,
      appName: 'Acme Wallet',
      logoUrl: 'https://acme.example/logo.png',
      sessionExpirationSeconds: '1200',
    });
    // An alphanumeric code typed in lower case still works.
    const typed = await encryptCode(
      sandbox,
      (message?.code ?? '').toLowerCase(),
      init.otpEncryptionTargetBundle,
      newClientKey(),
    );
    ok(await proxyCall(sandbox, 'otp_verify_v2', { otpId: init.otpId, encryptedOtpBundle: typed }));
    await patchConfig(sandbox, {
      otpLength: 6,
      otpAlphanumeric: false,
      sessionExpirationSeconds: 900,
      emailCustomization: { appName: 'Embedded Wallet Kit Sandbox', logoUrl: null },
    });
  });

  it('refuses a disabled method', async () => {
    await patchConfig(sandbox, { methods: { sms: false } });
    const sms = await proxyCall(sandbox, 'otp_init_v2', {
      otpType: 'OTP_TYPE_SMS',
      contact: '+14155550199',
    });
    expect(sms.status).toBe(403);
    expect(ok(await proxyCall(sandbox, 'wallet_kit_config', {})).enabledProviders).not.toContain(
      'sms',
    );
    await patchConfig(sandbox, { methods: { sms: true } });
  });

  it('requires a verification token for contact lookups when the organization says so', async () => {
    const email = 'lookup@example.com';
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    await patchConfig(sandbox, { requireVerificationTokenForAccountLookup: true });
    const bare = await proxyCall(sandbox, 'account', { filterType: 'EMAIL', filterValue: email });
    expect(bare.status).toBe(401);
    const { verificationToken } = await verifyContact(sandbox, 'OTP_TYPE_EMAIL', email);
    const proven = ok(
      await proxyCall(sandbox, 'account', {
        filterType: 'EMAIL',
        filterValue: email,
        verificationToken,
      }),
    );
    expect(proven.organizationId).toBe(signup.organizationId);
    const other = await proxyCall(sandbox, 'account', {
      filterType: 'EMAIL',
      filterValue: 'someone.else@example.com',
      verificationToken,
    });
    expect(other.status).toBe(401);
    await patchConfig(sandbox, { requireVerificationTokenForAccountLookup: false });
  });
});

describe('proxy requests', () => {
  it('need a known, enabled configuration id (header name in any case)', async () => {
    const missing = await proxyCall(sandbox, 'wallet_kit_config', {}, { configId: null });
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe(3);
    const unknown = await proxyCall(
      sandbox,
      'wallet_kit_config',
      {},
      { configId: 'no-such-config' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe(5);

    const lower = await sandbox.handler(
      new Request(`${sandbox.bootstrap.authProxyUrl}/v1/wallet_kit_config`, {
        method: 'POST',
        headers: { 'x-auth-proxy-config-id': sandbox.bootstrap.authProxyConfigId },
        body: '{}',
      }),
    );
    expect(lower.status).toBe(200);

    await patchConfig(sandbox, { enabled: false });
    const disabled = await proxyCall(sandbox, 'wallet_kit_config', {});
    expect(disabled.status).toBe(403);
    expect(disabled.error?.code).toBe(7);
    await patchConfig(sandbox, { enabled: true });
  });

  it('admit only allowed origins, with CORS headers only for them', async () => {
    const app = 'http://localhost:5173';
    expect((await patchConfig(sandbox, { allowedOrigins: [`${app}/`] })).status).toBe(200);
    expect((await getConfig()).allowedOrigins).toEqual([app]);

    const allowed = await proxyCall(sandbox, 'wallet_kit_config', {}, { origin: app });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(app);

    const refused = await proxyCall(
      sandbox,
      'wallet_kit_config',
      {},
      { origin: 'https://evil.example' },
    );
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const noOrigin = await proxyCall(sandbox, 'wallet_kit_config', {});
    expect(noOrigin.status).toBe(403);

    const goodPreflight = await preflight(app);
    expect(goodPreflight.status).toBe(204);
    expect(goodPreflight.headers.get('access-control-allow-origin')).toBe(app);
    expect(goodPreflight.headers.get('access-control-allow-headers')).toContain(
      'x-auth-proxy-config-id',
    );
    const badPreflight = await preflight('https://evil.example');
    expect(badPreflight.status).toBe(403);
    expect(badPreflight.headers.get('access-control-allow-origin')).toBeNull();

    await patchConfig(sandbox, { allowedOrigins: ['*'] });
    expect((await preflight('https://anyone.example')).status).toBe(204);
  });

  it('validate bodies against the operation table', async () => {
    const bad = await proxyCall(sandbox, 'otp_init_v2', {
      otpType: 'OTP_TYPE_PIGEON',
      contact: 'x@example.com',
    });
    expect(bad.status).toBe(400);
    const extra = await proxyCall(sandbox, 'otp_init_v2', {
      otpType: 'OTP_TYPE_EMAIL',
      contact: 'x@example.com',
      admin: true,
    });
    expect(extra.status).toBe(400);
  });
});

describe('the proxy key', () => {
  it('is stored sealed, opens only with its own binding, and survives a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ewk-proxy-'));
    try {
      const first = await createSandbox({ dataDir });
      const configId = first.bootstrap.authProxyConfigId;
      const config = first.context.store.get('proxyConfig', configId);
      const key = config && first.context.store.get('proxyKey', config.proxyCredentialId);
      if (!key) throw new Error('no proxy key');
      const secret = openSealedBytes(
        masterKey(first.context.store),
        key.sealedPrivateKey,
        proxyKeyAad(key.id),
      );
      expect(secret).toHaveLength(32);
      expect(() =>
        openSealedBytes(
          masterKey(first.context.store),
          key.sealedPrivateKey,
          proxyKeyAad('another-credential'),
        ),
      ).toThrow();
      // No document holds the private key in the clear.
      const rows = first.context.store.db.prepare('SELECT data FROM docs').all() as {
        data: string;
      }[];
      expect(rows.some((r) => r.data.includes(secret.toString('hex')))).toBe(false);
      await patchConfig(first, { otpLength: 7 });
      await first.close();

      const second = await createSandbox({ dataDir });
      expect(second.bootstrap.authProxyConfigId).toBe(configId);
      expect((await getConfig(second)).otpLength).toBe(7);
      await verifyContact(second, 'OTP_TYPE_EMAIL', 'restart@example.com');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
