import { p256 } from '@noble/curves/nist.js';
import type { AttestedStampScheme } from 'embedded-wallet-kit/protocol';
import {
  bytesToHex,
  encodeAttestedStamp,
  queryPath,
  submitPath,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  readLoginForm,
} from '../../../test/support/sandbox/createTestBrowser.js';
import {
  createSoftwareAuthenticator,
  createTestSandbox,
  query,
  submitBody,
} from '../../../test/support/sandbox/index.js';
import {
  type ClientKey,
  jwtClaims,
  newClientKey,
  ok,
  otpSignup,
  proxyCall,
  verifyContact,
} from '../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../createSandbox.js';
import { sha256Hex } from '../enclave/sha256Hex.js';
import { DEV_CLIENT_IDS } from '../proxy/config/defaultProxyConfig.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const parentId = () => sandbox.bootstrap.organizationId;

/** A body stamped with `X-Stamp-Attested`, as `@turnkey/core` 2.8 sends it (AttestedStamper). */
async function attested(
  path: string,
  body: unknown,
  key: ClientKey,
  scheme: AttestedStampScheme,
  token: string,
) {
  const text = JSON.stringify(body);
  const signature = bytesToHex(p256.sign(utf8Encode(text), key.privateKey, { format: 'der' }));
  const response = await sandbox.handler(
    new Request(`${sandbox.bootstrap.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Client-Version': '@turnkey/core@2.8.1',
        'X-Stamp-Attested': encodeAttestedStamp({
          publicKeyAttestation: token,
          scheme,
          publicKey: key.publicKey,
          signature,
        }),
      },
      body: text,
    }),
  );
  const json = (await response.json()) as {
    activity?: { result: { stampLoginResult: { session: string } } };
    message?: string;
  };
  return {
    status: response.status,
    session: json.activity?.result.stampLoginResult.session,
    message: json.message,
  };
}

const stampLogin = (
  organizationId: string,
  key: ClientKey,
  scheme: AttestedStampScheme,
  token: string,
  publicKey = key.publicKey,
) =>
  attested(
    submitPath('stamp_login'),
    {
      ...submitBody('stamp_login', organizationId, {
        publicKey,
        expirationSeconds: '900',
        invalidateExisting: false,
      }),
      generateAppProofs: false,
    },
    key,
    scheme,
    token,
  );

const TOKEN = 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN';
const OIDC = 'STAMP_ATTESTED_SCHEME_P256_OIDC';

describe('X-Stamp-Attested, verification token scheme', () => {
  it("logs the contact's user in when the envelope names the parent, and spends the token", async () => {
    const email = 'attested@example.com';
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    const { verificationToken, key } = await verifyContact(sandbox, 'OTP_TYPE_EMAIL', email);
    const login = await stampLogin(parentId(), key, TOKEN, verificationToken);
    expect(login.status).toBe(200);
    expect(jwtClaims(login.session!)).toMatchObject({
      public_key: key.publicKey,
      organization_id: signup.organizationId,
      user_id: signup.userId,
    });
    // The session key stamps the user's reads at once.
    const me = await query(
      sandbox,
      'whoami',
      { organizationId: signup.organizationId },
      { privateKey: bytesToHex(key.privateKey) },
    );
    expect(me.body?.userId).toBe(signup.userId);
    // Spent as otp_login_v2 spends it: a second login with the token is refused.
    const again = await stampLogin(parentId(), key, TOKEN, verificationToken);
    expect(again.status).toBe(401);
    expect(again.message).toMatch(/already used/);
  });

  it("gives the proxy configuration's session lifetime to a login asking for a year", async () => {
    const email = 'attested.year@example.com';
    await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    const { verificationToken, key } = await verifyContact(sandbox, 'OTP_TYPE_EMAIL', email);
    const asked = submitBody('stamp_login', parentId(), {
      publicKey: key.publicKey,
      expirationSeconds: '31536000',
    });
    const login = await attested(submitPath('stamp_login'), asked, key, TOKEN, verificationToken);
    expect(login.status).toBe(200);
    // 900 s (the default configuration's) from when the service answered.
    const expMs = Number(jwtClaims(login.session!).exp) * 1000;
    expect(expMs).toBeGreaterThan(Number(asked.timestampMs) + 899_000);
    expect(expMs).toBeLessThanOrEqual(Date.now() + 900_000);
  });

  it('logs in with the envelope naming the sub-organization; another organization finds nobody', async () => {
    const email = 'attested.sub@example.com';
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    const other = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', 'someone.else@example.com');
    const first = await verifyContact(sandbox, 'OTP_TYPE_EMAIL', email);
    const wrongOrg = await stampLogin(
      other.signup.organizationId,
      first.key,
      TOKEN,
      first.verificationToken,
    );
    expect(wrongOrg.status).toBe(404);
    const login = await stampLogin(
      signup.organizationId,
      first.key,
      TOKEN,
      first.verificationToken,
    );
    expect(login.status).toBe(200);
    expect(jwtClaims(login.session!).organization_id).toBe(signup.organizationId);
  });

  it('refuses a key the token does not attest, a bad signature, and a session key other than the attested one', async () => {
    const email = 'attested.refusals@example.com';
    await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    const { verificationToken, key } = await verifyContact(sandbox, 'OTP_TYPE_EMAIL', email);
    const stranger = newClientKey();
    const foreignKey = await stampLogin(parentId(), stranger, TOKEN, verificationToken);
    expect(foreignKey.status).toBe(401);
    expect(foreignKey.message).toMatch(/does not attest this public key/);
    const otherSession = await stampLogin(
      parentId(),
      key,
      TOKEN,
      verificationToken,
      stranger.publicKey,
    );
    expect(otherSession.status).toBe(400);
    const forged = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}${submitPath('stamp_login')}`, {
        method: 'POST',
        headers: {
          'X-Stamp-Attested': encodeAttestedStamp({
            publicKeyAttestation: verificationToken,
            scheme: TOKEN,
            publicKey: key.publicKey,
            signature: bytesToHex(
              p256.sign(utf8Encode('other body'), key.privateKey, { format: 'der' }),
            ),
          }),
        },
        body: JSON.stringify(submitBody('stamp_login', parentId(), { publicKey: key.publicKey })),
      }),
    );
    expect(forged.status).toBe(401);
    // Still unspent: the refusals rolled back, so the right login works.
    expect((await stampLogin(parentId(), key, TOKEN, verificationToken)).status).toBe(200);
  });

  it('is accepted for stamp_login only', async () => {
    const email = 'attested.only@example.com';
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    const { verificationToken, key } = await verifyContact(sandbox, 'OTP_TYPE_EMAIL', email);
    const tag = await attested(
      submitPath('create_user_tag'),
      submitBody('create_user_tag', signup.organizationId, { userTagName: 't', userIds: [] }),
      key,
      TOKEN,
      verificationToken,
    );
    expect(tag.status).toBe(403);
    const read = await attested(
      queryPath('whoami'),
      { organizationId: signup.organizationId },
      key,
      TOKEN,
      verificationToken,
    );
    expect(read.status).toBe(403);
    expect(read.message).toMatch(/stamp_login only/);
  });
});

/** Google-style implicit id_token from the dev provider, nonce = hex(sha256(key)). */
async function googleIdToken(key: ClientKey, email: string): Promise<string> {
  const base = sandbox.bootstrap.baseUrl;
  const browser = createTestBrowser((request) => sandbox.handler(request), `${base}/oauth/`);
  const url = new URL(`${base}/oauth/auth`);
  const params = {
    redirect_uri: `${base}/oauth-callback`,
    state: 'st4te',
    client_id: DEV_CLIENT_IDS.google,
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce: sha256Hex(key.publicKey),
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const page = await browser.navigate(url.href);
  const form = readLoginForm(await page.response.text());
  const done = await browser.navigate(new URL(form.action, base).href, {
    method: 'POST',
    form: { ...form.fields, name: 'Attested Person', email },
  });
  const token = new URLSearchParams(new URL(done.leftTo ?? base).hash.slice(1)).get('id_token');
  if (!token) throw new Error('no id_token');
  return token;
}

describe('X-Stamp-Attested, OIDC scheme', () => {
  it('logs in the user linked to the identity, the nonce binding the stamping key', async () => {
    const signupKey = newClientKey();
    const signupToken = await googleIdToken(signupKey, 'oidc.attested@example.com');
    const signup = ok(
      await proxyCall(sandbox, 'signup_v2', {
        apiKeys: [],
        authenticators: [],
        oauthProviders: [{ providerName: 'google', oidcToken: signupToken }],
      }),
    );
    const key = newClientKey();
    const token = await googleIdToken(key, 'oidc.attested@example.com');
    const login = await stampLogin(parentId(), key, OIDC, token);
    expect(login.status).toBe(200);
    expect(jwtClaims(login.session!)).toMatchObject({
      organization_id: signup.organizationId,
      user_id: signup.userId,
      public_key: key.publicKey,
    });
    // A token whose nonce binds another key does not attest this one.
    const unbound = await stampLogin(parentId(), newClientKey(), OIDC, token);
    expect(unbound.status).toBe(401);
    expect(unbound.message).toMatch(/nonce/);
  });
});

describe('stamp_login naming the parent organization', () => {
  it("logs a sub-organization's passkey user in, in its own organization", async () => {
    const device = createSoftwareAuthenticator({
      rpId: sandbox.context.settings.rpId,
      origin: sandbox.context.settings.webauthnOrigins[0]!,
    });
    const { input } = device.register({ authenticatorName: 'Phone' });
    const signup = ok(
      await proxyCall(sandbox, 'signup_v2', {
        userName: 'Passkey person',
        apiKeys: [],
        authenticators: [input],
        oauthProviders: [],
      }),
    );
    const session = newClientKey();
    // `@turnkey/core`'s loginWithPasskey: envelope organizationId = the configured parent.
    const body = JSON.stringify(
      submitBody('stamp_login', parentId(), {
        publicKey: session.publicKey,
        expirationSeconds: '900',
      }),
    );
    const response = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}${submitPath('stamp_login')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Stamp-Webauthn': device.stamp(body) },
        body,
      }),
    );
    expect(response.status).toBe(200);
    const json = (await response.json()) as {
      activity: { result: { stampLoginResult: { session: string } } };
    };
    expect(jwtClaims(json.activity.result.stampLoginResult.session)).toMatchObject({
      organization_id: signup.organizationId,
      user_id: signup.userId,
    });
    // Other submits keep their rule: a sub-organization key may not act in the parent.
    const tagBody = JSON.stringify(
      submitBody('create_user_tag', parentId(), { userTagName: 'x', userIds: [] }),
    );
    const tag = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}${submitPath('create_user_tag')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Stamp-Webauthn': device.stamp(tagBody) },
        body: tagBody,
      }),
    );
    expect(tag.status).toBe(401);
  });
});
