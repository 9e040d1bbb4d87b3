import { createHash, randomBytes } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  readLoginForm,
} from '../../../../test/support/sandbox/createTestBrowser.js';
import { createTestSandbox } from '../../../../test/support/sandbox/index.js';
import {
  type ClientKey,
  jwtClaims,
  newClientKey,
  ok,
  otpSignup,
  patchConfig,
  proxyCall,
} from '../../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../../createSandbox.js';
import { sha256Hex } from '../../enclave/sha256Hex.js';
import { DEV_CLIENT_IDS } from '../config/defaultProxyConfig.js';

let sandbox: Sandbox;
let clock = Date.now();

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => clock });
});
afterAll(() => sandbox.close());

const callbackUrl = () => `${sandbox.bootstrap.baseUrl}/oauth-callback`;

/** Drives the dev provider's authorization endpoint and login form as a browser would. */
async function authorize(
  params: Record<string, string>,
  person: { name: string; email: string; email_verified?: string },
): Promise<URL> {
  const base = sandbox.bootstrap.baseUrl;
  const browser = createTestBrowser((request) => sandbox.handler(request), `${base}/oauth/`);
  const url = new URL(`${base}/oauth/auth`);
  for (const [k, v] of Object.entries({ redirect_uri: callbackUrl(), state: 'st4te', ...params })) {
    url.searchParams.set(k, v);
  }
  const page = await browser.navigate(url.href);
  expect(page.response.status).toBe(200);
  const form = readLoginForm(await page.response.text());
  const done = await browser.navigate(new URL(form.action, base).href, {
    method: 'POST',
    form: { ...form.fields, ...person },
  });
  if (!done.leftTo) throw new Error(`no redirect back: ${done.response.status}`);
  return new URL(done.leftTo);
}

/** Google-style: implicit id_token whose nonce binds the session key (wire-details, "OAuth"). */
async function googleIdToken(
  key: ClientKey,
  email: string,
  clientId: string = DEV_CLIENT_IDS.google,
  emailVerified = false,
) {
  const back = await authorize(
    {
      client_id: clientId,
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: sha256Hex(key.publicKey),
    },
    // The login page's "e-mail verified" box, unticked unless asked.
    { name: 'Test Person', email, ...(emailVerified ? { email_verified: 'yes' } : {}) },
  );
  expect(back.origin + back.pathname).toBe(callbackUrl());
  const fragment = new URLSearchParams(back.hash.slice(1));
  expect(fragment.get('state')).toBe('st4te');
  const idToken = fragment.get('id_token');
  if (!idToken) throw new Error(`no id_token: ${back.href}`);
  return idToken;
}

/** X-style: code + PKCE S256, then `oauth2_authenticate`. */
async function xCode(email: string) {
  const codeVerifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const back = await authorize(
    {
      client_id: DEV_CLIENT_IDS.x,
      response_type: 'code',
      scope: 'users.read',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    },
    { name: 'X Person', email },
  );
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code: ${back.href}`);
  return { code, codeVerifier };
}

const emptySignup = { apiKeys: [], authenticators: [], oauthProviders: [] };

describe('OIDC (Google, played by the dev provider)', () => {
  it('signs up a new identity with its id_token, then logs in with oauth_login', async () => {
    const key = newClientKey();
    const idToken = await googleIdToken(key, 'oidc.person@example.com');
    expect(
      ok(await proxyCall(sandbox, 'account', { filterType: 'OIDC_TOKEN', filterValue: idToken })),
    ).toEqual({});
    const signup = ok(
      await proxyCall(sandbox, 'signup_v2', {
        ...emptySignup,
        oauthProviders: [{ providerName: 'google', oidcToken: idToken }],
      }),
    );
    const account = ok(
      await proxyCall(sandbox, 'account', { filterType: 'OIDC_TOKEN', filterValue: idToken }),
    );
    expect(account.organizationId).toBe(signup.organizationId);

    const { session } = ok(
      await proxyCall(sandbox, 'oauth_login', { oidcToken: idToken, publicKey: key.publicKey }),
    );
    expect(jwtClaims(session)).toMatchObject({
      organization_id: signup.organizationId,
      user_id: signup.userId,
      public_key: key.publicKey,
    });
    // A later login (new key, new token) finds the same account.
    const next = newClientKey();
    const again = ok(
      await proxyCall(sandbox, 'oauth_login', {
        oidcToken: await googleIdToken(next, 'oidc.person@example.com'),
        publicKey: next.publicKey,
      }),
    );
    expect(jwtClaims(again.session).organization_id).toBe(signup.organizationId);
    // The same identity cannot sign up twice.
    const twice = await proxyCall(sandbox, 'signup_v2', {
      ...emptySignup,
      oauthProviders: [{ providerName: 'google', oidcToken: idToken }],
    });
    expect(twice.status).toBe(409);
  });

  it('refuses a token whose nonce does not bind the session key', async () => {
    const key = newClientKey();
    const idToken = await googleIdToken(key, 'nonce@example.com');
    ok(
      await proxyCall(sandbox, 'signup_v2', {
        ...emptySignup,
        oauthProviders: [{ providerName: 'google', oidcToken: idToken }],
      }),
    );
    const other = newClientKey();
    const wrong = await proxyCall(sandbox, 'oauth_login', {
      oidcToken: idToken,
      publicKey: other.publicKey,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.error?.message).toContain('nonce');
  });

  it('refuses an unknown issuer, a foreign audience, an unknown identity, and a disabled provider', async () => {
    const key = newClientKey();
    // Unknown provider: a well-formed token signed by a key nobody here knows.
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ nonce: sha256Hex(key.publicKey) })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer('https://accounts.example.invalid')
      .setSubject('someone')
      .setAudience(DEV_CLIENT_IDS.google)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const unknownIssuer = await proxyCall(sandbox, 'oauth_login', {
      oidcToken: foreign,
      publicKey: key.publicKey,
    });
    expect(unknownIssuer.status).toBe(401);
    expect(unknownIssuer.error?.message).toContain('issuer');

    const idToken = await googleIdToken(key, 'stranger@example.com');
    const noAccount = await proxyCall(sandbox, 'oauth_login', {
      oidcToken: idToken,
      publicKey: key.publicKey,
    });
    expect(noAccount.status).toBe(404);

    // Wrong audience: the configured Google client id changes, the token's aud no longer fits.
    expect(
      (
        await patchConfig(sandbox, {
          socialLogins: { google: { clientId: 'another-google-client' } },
        })
      ).status,
    ).toBe(200);
    const wrongAud = await proxyCall(sandbox, 'oauth_login', {
      oidcToken: idToken,
      publicKey: key.publicKey,
    });
    expect(wrongAud.status).toBe(401);
    expect(wrongAud.error?.message).toContain('audience');
    expect(
      (
        await patchConfig(sandbox, {
          socialLogins: { google: { clientId: DEV_CLIENT_IDS.google } },
        })
      ).status,
    ).toBe(200);

    // Disabled method.
    expect(
      (await patchConfig(sandbox, { socialLogins: { google: { enabled: false } } })).status,
    ).toBe(200);
    const disabled = await proxyCall(sandbox, 'oauth_login', {
      oidcToken: idToken,
      publicKey: key.publicKey,
    });
    expect(disabled.status).toBe(403);
    // The text the production client matches to raise AUTH_METHOD_NOT_ENABLED.
    expect(disabled.error?.message).toMatch(/^OAUTH disallowed: google login is disabled/);
    const config = ok(await proxyCall(sandbox, 'wallet_kit_config', {}));
    expect(config.enabledProviders).not.toContain('google');
    expect(
      (await patchConfig(sandbox, { socialLogins: { google: { enabled: true } } })).status,
    ).toBe(200);
  });

  it('links a Google identity to the e-mail-OTP account with the same verified e-mail', async () => {
    const email = 'linked@example.com';
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    const key = newClientKey();
    const { session } = ok(
      await proxyCall(sandbox, 'oauth_login', {
        oidcToken: await googleIdToken(key, email, DEV_CLIENT_IDS.google, true),
        publicKey: key.publicKey,
      }),
    );
    expect(jwtClaims(session).organization_id).toBe(signup.organizationId);

    // Without the client id in the linking list, nothing links.
    await otpSignup(sandbox, 'OTP_TYPE_EMAIL', 'unlinked@example.com');
    expect((await patchConfig(sandbox, { socialLinkingClientIds: [] })).status).toBe(200);
    const other = newClientKey();
    const refused = await proxyCall(sandbox, 'oauth_login', {
      oidcToken: await googleIdToken(other, 'unlinked@example.com', DEV_CLIENT_IDS.google, true),
      publicKey: other.publicKey,
    });
    expect(refused.status).toBe(404);
    expect(
      (await patchConfig(sandbox, { socialLinkingClientIds: [DEV_CLIENT_IDS.google] })).status,
    ).toBe(200);
  });
  it('reports the linkable e-mail account at account lookup, and links it at the login naming it', async () => {
    // The production client looks the identity up first, then logs in naming the account found
    // (@turnkey/core completeOauth): the lookup must report the account linking would join.
    const email = 'lookup-linked@example.com';
    const { signup } = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    const key = newClientKey();
    const oidcToken = await googleIdToken(key, email, DEV_CLIENT_IDS.google, true);
    const found = ok(
      await proxyCall(sandbox, 'account', { filterType: 'OIDC_TOKEN', filterValue: oidcToken }),
    );
    expect(found.organizationId).toBe(signup.organizationId);
    // The lookup links nothing by itself.
    expect(sandbox.context.store.list('oauthProvider').map((p) => p.subject)).not.toContain(
      jwtClaims(oidcToken).sub,
    );
    const { session } = ok(
      await proxyCall(sandbox, 'oauth_login', {
        oidcToken,
        publicKey: key.publicKey,
        organizationId: signup.organizationId,
      }),
    );
    expect(jwtClaims(session).organization_id).toBe(signup.organizationId);

    // Named another account, the login links nothing there.
    const other = await otpSignup(sandbox, 'OTP_TYPE_EMAIL', 'lookup-other@example.com');
    const stranger = newClientKey();
    const strangerToken = await googleIdToken(
      stranger,
      'lookup-stranger@example.com',
      DEV_CLIENT_IDS.google,
      true,
    );
    await otpSignup(sandbox, 'OTP_TYPE_EMAIL', 'lookup-stranger@example.com');
    const refused = await proxyCall(sandbox, 'oauth_login', {
      oidcToken: strangerToken,
      publicKey: stranger.publicKey,
      organizationId: other.signup.organizationId,
    });
    expect(refused.status).toBe(404);
  });
});

describe('social linking needs a verified e-mail', () => {
  it('does not link a Google identity whose e-mail the provider did not verify', async () => {
    // The review: the dev provider called every typed e-mail verified, so anyone could type a
    // victim's address and land in the victim's e-mail-OTP account.
    const email = 'victim-of-linking@example.com';
    await otpSignup(sandbox, 'OTP_TYPE_EMAIL', email);
    const key = newClientKey();
    const idToken = await googleIdToken(key, email);
    expect(jwtClaims(idToken).email_verified).toBe(false);
    const refused = await proxyCall(sandbox, 'oauth_login', {
      oidcToken: idToken,
      publicKey: key.publicKey,
    });
    expect(refused.status).toBe(404);
    expect(sandbox.context.store.list('oauthProvider').map((p) => p.subject)).not.toContain(
      jwtClaims(idToken).sub,
    );
  });

  it("passes the X provider's answer on: an unverified e-mail stays unverified in the sandbox token", async () => {
    const key = newClientKey();
    const { code, codeVerifier } = await xCode('x-unverified@example.com');
    const { oidcToken } = ok(
      await proxyCall(sandbox, 'oauth2_authenticate', {
        provider: 'OAUTH2_PROVIDER_X',
        authCode: code,
        redirectUri: callbackUrl(),
        codeVerifier,
        nonce: sha256Hex(key.publicKey),
        clientId: DEV_CLIENT_IDS.x,
      }),
    );
    expect(jwtClaims(oidcToken)).toMatchObject({
      email: 'x-unverified@example.com',
      email_verified: false,
    });
  });
});

describe('OAuth 2.0 with PKCE (X, played by the dev provider)', () => {
  it('exchanges the code, issues the sandbox OIDC token, signs up and logs in', async () => {
    const key = newClientKey();
    const nonce = sha256Hex(key.publicKey);
    const { code, codeVerifier } = await xCode('x.person@example.com');
    const authenticate = {
      provider: 'OAUTH2_PROVIDER_X',
      authCode: code,
      redirectUri: callbackUrl(),
      codeVerifier,
      nonce,
      clientId: DEV_CLIENT_IDS.x,
    } as const;
    const { oidcToken } = ok(await proxyCall(sandbox, 'oauth2_authenticate', authenticate));
    const claims = jwtClaims(oidcToken);
    expect(claims).toMatchObject({ iss: sandbox.bootstrap.baseUrl, aud: DEV_CLIENT_IDS.x, nonce });
    expect(claims.sub).toMatch(/^x:/);

    // A code works once.
    expect((await proxyCall(sandbox, 'oauth2_authenticate', authenticate)).status).toBe(401);

    const signup = ok(
      await proxyCall(sandbox, 'signup_v2', {
        ...emptySignup,
        oauthProviders: [{ providerName: 'x', oidcToken }],
      }),
    );
    const { session } = ok(
      await proxyCall(sandbox, 'oauth_login', { oidcToken, publicKey: key.publicKey }),
    );
    expect(jwtClaims(session).organization_id).toBe(signup.organizationId);

    // The sandbox publishes the key its tokens verify with.
    const jwks = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}/.well-known/jwks.json`),
    );
    const { keys } = (await jwks.json()) as { keys: { kid: string }[] };
    expect(keys.map((k) => k.kid)).toContain(
      JSON.parse(Buffer.from(oidcToken.split('.')[0] ?? '', 'base64url').toString()).kid,
    );

    // Issued tokens expire (ten minutes).
    clock += 11 * 60_000;
    const late = await proxyCall(sandbox, 'oauth_login', { oidcToken, publicKey: key.publicKey });
    expect(late.status).toBe(401);
    expect(late.error?.message).toContain('expired');
  });

  it('refuses a wrong code verifier, a foreign client id and a disabled provider', async () => {
    const key = newClientKey();
    const { code } = await xCode('x.wrong@example.com');
    const base = {
      provider: 'OAUTH2_PROVIDER_X',
      authCode: code,
      redirectUri: callbackUrl(),
      codeVerifier: randomBytes(32).toString('base64url'),
      nonce: sha256Hex(key.publicKey),
      clientId: DEV_CLIENT_IDS.x,
    } as const;
    const wrongVerifier = await proxyCall(sandbox, 'oauth2_authenticate', base);
    expect(wrongVerifier.status).toBe(401);
    const foreignClient = await proxyCall(sandbox, 'oauth2_authenticate', {
      ...base,
      clientId: 'some-other-client',
    });
    expect(foreignClient.status).toBe(400);
    const discordOff = await patchConfig(sandbox, {
      socialLogins: { discord: { enabled: false } },
    });
    expect(discordOff.status).toBe(200);
    const disabled = await proxyCall(sandbox, 'oauth2_authenticate', {
      ...base,
      provider: 'OAUTH2_PROVIDER_DISCORD',
      clientId: DEV_CLIENT_IDS.discord,
    });
    expect(disabled.status).toBe(403);
    expect(disabled.error?.message).toMatch(/^OAUTH disallowed: discord login is disabled/);
    await patchConfig(sandbox, { socialLogins: { discord: { enabled: true } } });
  });
});

describe('the OAuth redirect page', () => {
  it('posts the provider answer to the opener in the message the kit waits for', async () => {
    const page = await sandbox.handler(new Request(callbackUrl()));
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain("type: 'embedded-wallet-kit:oauth'");
    expect(html).toContain('["*"]');
  });
});
