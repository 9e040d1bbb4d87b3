import { verifySessionJwtSignature } from '@turnkey/crypto';
import { verifySessionJwt } from 'embedded-wallet-kit';
import { submitPath } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../../src/sandbox/createSandbox.js';
import {
  createSoftwareAuthenticator,
  createTestSandbox,
  query,
  type SoftwareAuthenticator,
  submit,
  submitBody,
} from '../../../../support/sandbox/index.js';
import {
  jwtClaims,
  newClientKey,
  ok,
  otpLogin,
  otpSignup,
  patchConfig,
  proxyCall,
} from '../../../../support/sandbox/proxyTestKit.js';

let sandbox: Sandbox;
let clock = Date.now();
let authenticator: SoftwareAuthenticator;

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => clock });
  authenticator = createSoftwareAuthenticator({
    rpId: sandbox.context.settings.rpId,
    origin: sandbox.context.settings.webauthnOrigins[0] ?? sandbox.bootstrap.baseUrl,
  });
});
afterAll(() => sandbox.close());

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** `stamp_login` stamped by a passkey (`X-Stamp-WebAuthn`). */
async function passkeyLogin(
  organizationId: string,
  publicKey: string,
  extra: Record<string, unknown> = {},
) {
  const body = JSON.stringify(
    submitBody('stamp_login', organizationId, { publicKey, ...extra }, { timestampMs: clock }),
  );
  const response = await sandbox.handler(
    new Request(`${sandbox.bootstrap.baseUrl}${submitPath('stamp_login')}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Stamp-Webauthn': authenticator.stamp(body),
      },
      body,
    }),
  );
  const json = (await response.json()) as {
    activity: { result: { stampLoginResult: { session: string } } };
  };
  return { status: response.status, session: json.activity?.result.stampLoginResult.session };
}

describe('stamp_login', () => {
  it('passkey signup (attestation + 60 s API key), first session with the API key, passkey login, refresh', async () => {
    const { input, credential } = authenticator.register({ authenticatorName: 'Laptop' });
    const signupKey = newClientKey();
    const signup = ok(
      await proxyCall(sandbox, 'signup_v2', {
        userName: 'Passkey person',
        apiKeys: [
          {
            apiKeyName: 'signup',
            publicKey: signupKey.publicKey,
            curveType: 'API_KEY_CURVE_P256',
            expirationSeconds: '60',
          },
        ],
        authenticators: [input],
        oauthProviders: [],
      }),
    );
    const organizationId = signup.organizationId;
    const account = ok(
      await proxyCall(sandbox, 'account', {
        filterType: 'CREDENTIAL_ID',
        filterValue: credential.credentialId,
      }),
    );
    expect(account.organizationId).toBe(organizationId);

    // wire-details: stamp_login with the short-lived key for the session key, then forget it.
    const first = newClientKey();
    const viaApiKey = await submit(
      sandbox,
      'stamp_login',
      { publicKey: first.publicKey },
      {
        organizationId,
        privateKey: hex(signupKey.privateKey),
      },
    );
    expect(viaApiKey.status).toBe(200);
    const firstSession = viaApiKey.result?.session ?? '';
    expect(
      await verifySessionJwtSignature(firstSession, sandbox.bootstrap.trustedKeys.notarizer),
    ).toBe(true);
    expect(jwtClaims(firstSession)).toMatchObject({
      organization_id: organizationId,
      user_id: signup.userId,
    });

    // Passkey login: the assertion is the stamp. An hour asked, the configuration's 900 s given.
    const second = newClientKey();
    const viaPasskey = await passkeyLogin(organizationId, second.publicKey, {
      expirationSeconds: '3600',
    });
    expect(viaPasskey.status).toBe(200);
    const claims = await verifySessionJwt(
      viaPasskey.session ?? '',
      sandbox.bootstrap.trustedKeys.notarizer,
      clock,
    );
    expect(claims.public_key).toBe(second.publicKey);
    expect(claims.exp).toBe(Math.floor((clock + 900_000) / 1000));

    // Refresh: stamped by the current session key, a new key replaces every other session.
    const third = newClientKey();
    const refresh = await submit(
      sandbox,
      'stamp_login',
      { publicKey: third.publicKey, invalidateExisting: true },
      {
        organizationId,
        privateKey: hex(second.privateKey),
      },
    );
    expect(refresh.status).toBe(200);
    expect(jwtClaims(refresh.result?.session ?? '').public_key).toBe(third.publicKey);
    const read = { organizationId, userId: signup.userId };
    expect(
      (await query(sandbox, 'get_authenticators', read, { privateKey: hex(third.privateKey) }))
        .status,
    ).toBe(200);
    expect(
      (await query(sandbox, 'get_authenticators', read, { privateKey: hex(second.privateKey) }))
        .status,
    ).toBe(401);
    expect(
      (await query(sandbox, 'get_authenticators', read, { privateKey: hex(first.privateKey) }))
        .status,
    ).toBe(401);

    // The signup key lived 60 s, the session its 900 s default.
    clock += 61_000;
    const late = await submit(
      sandbox,
      'stamp_login',
      { publicKey: newClientKey().publicKey },
      {
        organizationId,
        privateKey: hex(signupKey.privateKey),
      },
    );
    expect(late.status).toBe(401);
    clock += 900_000;
    expect(
      (await query(sandbox, 'get_authenticators', read, { privateKey: hex(third.privateKey) }))
        .status,
    ).toBe(401);
  });

  it('uses the proxy configuration session lifetime by default and refuses a key that is already registered', async () => {
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', 'refresh@example.com');
    const { key } = await otpLogin(sandbox, 'OTP_TYPE_EMAIL', 'refresh@example.com');
    const next = newClientKey();
    const refreshed = await submit(
      sandbox,
      'stamp_login',
      { publicKey: next.publicKey },
      {
        organizationId: signup.organizationId,
        privateKey: hex(key.privateKey),
      },
    );
    expect(refreshed.status).toBe(200);
    expect(jwtClaims(refreshed.result?.session ?? '').exp).toBe(
      Math.floor((clock + 900_000) / 1000),
    );
    // The admin's key is a key of another user: it cannot become this user's session.
    const taken = await submit(
      sandbox,
      'stamp_login',
      { publicKey: sandbox.bootstrap.apiKey.publicKey },
      {
        organizationId: signup.organizationId,
        privateKey: hex(next.privateKey),
      },
    );
    expect(taken.status).toBe(409);
  });

  it('attaches a session profile of the parent: its scope, its lifetime, a login credential', async () => {
    const profile = await submit(sandbox, 'create_session_profile', {
      sessionProfileName: 'read-only',
      scope: 'wallets:read',
      expirationSeconds: '120',
    });
    const sessionProfileId = profile.result?.sessionProfileId ?? '';
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', 'profiled@example.com');
    const { key } = await otpLogin(sandbox, 'OTP_TYPE_EMAIL', 'profiled@example.com');
    const next = newClientKey();
    const login = await submit(
      sandbox,
      'stamp_login',
      { publicKey: next.publicKey, sessionProfileId, expirationSeconds: '3600' },
      { organizationId: signup.organizationId, privateKey: hex(key.privateKey) },
    );
    expect(login.status).toBe(200);
    expect(jwtClaims(login.result?.session ?? '')).toMatchObject({
      session_profile_id: sessionProfileId,
      scope: 'wallets:read',
      exp: Math.floor((clock + 120_000) / 1000),
    });
    expect(sandbox.context.store.findOne('credential', 'publicKey', next.publicKey)).toMatchObject({
      type: 'CREDENTIAL_TYPE_LOGIN',
      sessionProfileId,
    });
    const unknown = await submit(
      sandbox,
      'stamp_login',
      { publicKey: newClientKey().publicKey, sessionProfileId: 'no-such-profile' },
      { organizationId: signup.organizationId, privateKey: hex(next.privateKey) },
    );
    expect(unknown.status).toBe(404);
  });

  it("caps every stamp_login at the proxy configuration's session lifetime (issue 29, item 6)", async () => {
    expect((await patchConfig(sandbox, { sessionExpirationSeconds: '300' })).status).toBe(200);
    try {
      const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', 'capped@example.com');
      const { key, session } = await otpLogin(sandbox, 'OTP_TYPE_EMAIL', 'capped@example.com');
      const fiveMinutes = Math.floor((clock + 300_000) / 1000);
      expect(jwtClaims(session).exp).toBe(fiveMinutes);
      // A refresh asking for the schema's year, and one under a session profile of a day.
      const year = newClientKey();
      const refreshed = await submit(
        sandbox,
        'stamp_login',
        { publicKey: year.publicKey, expirationSeconds: '31536000' },
        { organizationId: signup.organizationId, privateKey: hex(key.privateKey) },
      );
      expect(jwtClaims(refreshed.result?.session ?? '').exp).toBe(fiveMinutes);
      expect(
        sandbox.context.store.findOne('credential', 'publicKey', year.publicKey),
      ).toMatchObject({ expirationSeconds: '300', expiresAtMs: clock + 300_000 });
      const day = await submit(sandbox, 'create_session_profile', {
        sessionProfileName: 'a day',
        scope: 'wallets:read',
        expirationSeconds: '86400',
      });
      const profiled = await submit(
        sandbox,
        'stamp_login',
        {
          publicKey: newClientKey().publicKey,
          sessionProfileId: day.result?.sessionProfileId ?? '',
        },
        { organizationId: signup.organizationId, privateKey: hex(year.privateKey) },
      );
      expect(jwtClaims(profiled.result?.session ?? '').exp).toBe(fiveMinutes);
    } finally {
      await patchConfig(sandbox, { sessionExpirationSeconds: '900' });
    }
  });

  it('refuses an unknown passkey and a stamp of another organization', async () => {
    const stranger = createSoftwareAuthenticator({
      rpId: sandbox.context.settings.rpId,
      origin: sandbox.context.settings.webauthnOrigins[0] ?? sandbox.bootstrap.baseUrl,
    });
    stranger.register();
    const body = JSON.stringify(
      submitBody(
        'stamp_login',
        sandbox.bootstrap.organizationId,
        { publicKey: newClientKey().publicKey },
        { timestampMs: clock },
      ),
    );
    const response = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}${submitPath('stamp_login')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Stamp-WebAuthn': stranger.stamp(body) },
        body,
      }),
    );
    expect(response.status).toBe(401);
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', 'elsewhere@example.com');
    const crossOrg = await submit(
      sandbox,
      'stamp_login',
      { publicKey: newClientKey().publicKey },
      {
        organizationId: signup.organizationId,
      },
    );
    expect(crossOrg.status).toBe(401);
  });
});
