import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  decodeEntities,
  readLoginForm,
} from '../../../test/support/sandbox/createTestBrowser.js';
import { handleWebRequest } from '../../../test/support/sandbox/handleWebRequest.js';
import { devSubForEmail } from './createDevAccounts.js';
import type { DevOAuthClient, DevOAuthProvider } from './devOAuthTypes.js';
import { createDevOAuthProvider } from './index.js';

const BASE = 'http://localhost:8787';
const ISSUER = `${BASE}/oauth`;
const APP_CALLBACK = 'http://localhost:5173/auth/callback';
const OIDC_CLIENT: DevOAuthClient = {
  clientId: 'dev-google',
  redirectUris: [APP_CALLBACK],
  kind: 'oidc',
};
const OAUTH2_CLIENT: DevOAuthClient = {
  clientId: 'dev-x',
  redirectUris: ['http://localhost:5173/oauth2/callback'],
  kind: 'oauth2',
};

function authorizeUrl(params: Record<string, string>): string {
  return `${ISSUER}/auth?${new URLSearchParams(params)}`;
}

function implicitParams(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    client_id: OIDC_CLIENT.clientId,
    redirect_uri: APP_CALLBACK,
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce: 'nonce-bound-to-session-key',
    state: 'state-123',
    ...overrides,
  };
}

/** Parameters of the app's redirect target: the fragment for implicit, the query for code. */
function callbackParams(target: string): URLSearchParams {
  const url = new URL(target);
  return url.hash ? new URLSearchParams(url.hash.slice(1)) : url.searchParams;
}

/** A provider over fetch's types, as the browser sees it. */
const webOf = (provider: DevOAuthProvider) => (request: Request) =>
  handleWebRequest(provider.handle, request);

describe('createDevOAuthProvider', () => {
  let provider: DevOAuthProvider;
  const handle = (request: Request) => webOf(provider)(request);

  beforeAll(async () => {
    provider = await createDevOAuthProvider({
      issuer: ISSUER,
      clients: [OIDC_CLIENT, OAUTH2_CLIENT],
    });
  });
  afterAll(async () => {
    await provider.close();
  });

  const browser = () => createTestBrowser(handle, `${ISSUER}/`);

  it('publishes discovery metadata for the issuer path', async () => {
    const response = await handle(new Request(`${ISSUER}/.well-known/openid-configuration`));
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/auth`,
      token_endpoint: `${ISSUER}/token`,
      userinfo_endpoint: `${ISSUER}/me`,
      jwks_uri: `${ISSUER}/jwks`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['ES256'],
    });
    expect(metadata.response_types_supported).toEqual(expect.arrayContaining(['id_token', 'code']));

    const jwks = (await (await handle(new Request(`${ISSUER}/jwks`))).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((k) => k.kid)).toEqual(provider.publicJwks().keys.map((k) => k.kid));
    expect(provider.publicJwks().keys[0]).not.toHaveProperty('d');
  });

  it('asks whether the e-mail is verified, unticked by default, and says what was ticked', async () => {
    const b = browser();
    const login = await b.navigate(authorizeUrl(implicitParams()));
    const html = await login.response.text();
    expect(html).toMatch(
      /<input id="email-verified" name="email_verified" type="checkbox" value="yes" aria-describedby="email-verified-hint">/,
    );
    const form = readLoginForm(html);
    expect(form.fields).not.toHaveProperty('email_verified');
    const done = await b.navigate(new URL(form.action, login.url).href, {
      form: { name: 'Vera Fied', email: 'vera@example.com', email_verified: 'yes' },
    });
    const idToken = callbackParams(done.leftTo ?? '').get('id_token') ?? '';
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(provider.publicJwks()), {
      issuer: ISSUER,
      audience: OIDC_CLIENT.clientId,
    });
    expect(payload).toMatchObject({ email: 'vera@example.com', email_verified: true });
  });

  it('runs the implicit id_token flow end to end through the login form', async () => {
    const b = browser();
    const login = await b.navigate(authorizeUrl(implicitParams()));
    expect(login.url).toMatch(new RegExp(`^${ISSUER}/interaction/[\\w-]+$`));
    expect(login.response.status).toBe(200);
    expect(login.response.headers.get('content-type')).toContain('text/html');
    const html = await login.response.text();
    expect(html).toContain('<label for="name">');
    expect(html).toContain('<label for="email">');
    expect(html).toContain('<button id="continue" type="submit">');
    const form = readLoginForm(html);
    expect(form.fields).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });

    const done = await b.navigate(new URL(form.action, login.url).href, {
      form: { name: 'Grace Hopper', email: 'Grace@Example.com' },
    });
    expect(done.leftTo?.startsWith(`${APP_CALLBACK}#`)).toBe(true);
    const params = callbackParams(done.leftTo ?? '');
    expect(params.get('state')).toBe('state-123');
    const idToken = params.get('id_token') ?? '';

    const { payload, protectedHeader } = await jwtVerify(
      idToken,
      createLocalJWKSet(provider.publicJwks()),
      { issuer: ISSUER, audience: OIDC_CLIENT.clientId },
    );
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      iss: ISSUER,
      aud: OIDC_CLIENT.clientId,
      nonce: 'nonce-bound-to-session-key',
      sub: devSubForEmail('grace@example.com'),
      email: 'grace@example.com',
      // The "e-mail verified" box was left unticked (its default).
      email_verified: false,
      name: 'Grace Hopper',
    });
  });

  it('releases email and name for a bare openid scope, and supports response_mode=form_post', async () => {
    const b = browser();
    const login = await b.navigate(
      authorizeUrl(implicitParams({ scope: 'openid', response_mode: 'form_post', state: 's-fp' })),
    );
    const form = readLoginForm(await login.response.text());
    const done = await b.navigate(new URL(form.action, login.url).href, { form: form.fields });
    // OAuth 2.0 Form Post Response Mode: an auto-submitting form aimed at the redirect_uri.
    expect(done.response.status).toBe(200);
    const html = await done.response.text();
    expect(html).toContain(`action="${APP_CALLBACK}"`);
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        decodeEntities(m[2] ?? ''),
      ]),
    );
    expect(fields.state).toBe('s-fp');
    const { payload } = await jwtVerify(
      fields.id_token ?? '',
      createLocalJWKSet(provider.publicJwks()),
      {
        issuer: ISSUER,
        audience: OIDC_CLIENT.clientId,
      },
    );
    expect(payload).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace' });
  });

  it('asks again at every authorization (no single sign-on), so identities can be switched', async () => {
    const b = browser();
    const subs: unknown[] = [];
    for (const email of ['first@example.com', 'second@example.com']) {
      const login = await b.navigate(authorizeUrl(implicitParams()));
      expect(login.url).toContain('/oauth/interaction/');
      const form = readLoginForm(await login.response.text());
      const done = await b.navigate(new URL(form.action, login.url).href, {
        form: { name: 'Someone', email },
      });
      const { payload } = await jwtVerify(
        callbackParams(done.leftTo ?? '').get('id_token') ?? '',
        createLocalJWKSet(provider.publicJwks()),
      );
      subs.push(payload.sub);
    }
    expect(subs).toEqual([
      devSubForEmail('first@example.com'),
      devSubForEmail('second@example.com'),
    ]);
    // Cookies stay under the issuer path with names no app on localhost would use.
    expect(b.cookieNames().every((name) => name.startsWith('dev_oauth_'))).toBe(true);
  });

  it('prefills the e-mail from login_hint, re-renders on bad input, and escapes what it echoes', async () => {
    const b = browser();
    const login = await b.navigate(
      authorizeUrl(implicitParams({ login_hint: 'hint@example.com' })),
    );
    const form = readLoginForm(await login.response.text());
    expect(form.fields.email).toBe('hint@example.com');

    const rejected = await b.request(new URL(form.action, login.url).href, {
      form: { name: '<b>Mallory</b>', email: 'not-an-email' },
    });
    expect(rejected.status).toBe(400);
    const html = await rejected.text();
    expect(html).toContain('id="form-error" role="alert"');
    expect(html).not.toContain('<b>Mallory</b>');
    expect(readLoginForm(html).fields).toEqual({ name: '<b>Mallory</b>', email: 'not-an-email' });
  });

  it('Cancel sends access_denied back to the app', async () => {
    const b = browser();
    const login = await b.navigate(authorizeUrl(implicitParams({ state: 's-cancel' })));
    const html = await login.response.text();
    const cancel = /<a id="cancel" class="cancel" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await b.navigate(new URL(decodeEntities(cancel), login.url).href);
    const params = callbackParams(done.leftTo ?? '');
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe('s-cancel');
  });

  it('refuses an unknown client and an unregistered redirect_uri with its error page', async () => {
    for (const [overrides, error] of [
      [{ client_id: 'nobody' }, 'invalid_client'],
      [{ redirect_uri: 'http://localhost:5173/elsewhere' }, 'invalid_redirect_uri'],
      // Exact match (RFC 6749 3.1.2.3): a trailing slash is a different URI.
      [{ redirect_uri: `${APP_CALLBACK}/` }, 'invalid_redirect_uri'],
    ] as const) {
      const response = await handle(new Request(authorizeUrl(implicitParams(overrides))));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      const html = await response.text();
      expect(html).toContain(`<code id="error">${error}</code>`);
    }
  });

  it('holds each kind of client to its own flows', async () => {
    // An 'oauth2' client (X, Discord) gets no id_token from the authorization endpoint; the
    // error goes back to its redirect_uri (the library answers invalid_request here rather
    // than RFC 6749's unauthorized_client).
    for (const responseType of ['id_token', 'code id_token']) {
      const implicit = await handle(
        new Request(
          authorizeUrl(
            implicitParams({
              client_id: OAUTH2_CLIENT.clientId,
              redirect_uri: OAUTH2_CLIENT.redirectUris[0]!,
              response_type: responseType,
            }),
          ),
        ),
      );
      expect(implicit.status).toBe(303);
      const refused = callbackParams(implicit.headers.get('location') ?? '');
      expect(refused.get('error')).toBe('invalid_request');
      expect(refused.get('error_description')).toBe(
        'requested response_type is not allowed for this client',
      );
      expect(refused.get('state')).toBe('state-123');
    }
    // OIDC Core 3.2.2.1: nonce is required in the implicit flow.
    const { nonce: _omitted, ...withoutNonce } = implicitParams();
    const noNonce = await handle(new Request(authorizeUrl(withoutNonce)));
    expect(callbackParams(noNonce.headers.get('location') ?? '').get('error')).toBe(
      'invalid_request',
    );
  });

  it('setClients takes effect at the next request', async () => {
    const late: DevOAuthClient = {
      clientId: 'late-client',
      redirectUris: ['http://127.0.0.1:3000/cb'],
      kind: 'oidc',
    };
    const params = implicitParams({
      client_id: late.clientId,
      redirect_uri: late.redirectUris[0] ?? '',
    });
    expect((await handle(new Request(authorizeUrl(params)))).status).toBe(400);

    provider.setClients([OIDC_CLIENT, OAUTH2_CLIENT, late]);
    const accepted = await handle(new Request(authorizeUrl(params)));
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toMatch(/^\/oauth\/interaction\//);

    provider.setClients([
      OIDC_CLIENT,
      OAUTH2_CLIENT,
      { ...late, redirectUris: ['http://127.0.0.1:3000/other'] },
    ]);
    const moved = await handle(new Request(authorizeUrl(params)));
    expect(moved.status).toBe(400);
    expect(await moved.text()).toContain('invalid_redirect_uri');

    provider.setClients([OIDC_CLIENT, OAUTH2_CLIENT]);
    expect(() =>
      provider.setClients([{ clientId: 'bad', redirectUris: ['not a url'], kind: 'oidc' }]),
    ).toThrow(TypeError);
    expect(() =>
      provider.setClients([{ ...OIDC_CLIENT, redirectUris: [`${APP_CALLBACK}#frag`] }]),
    ).toThrow(TypeError);
    expect(() =>
      provider.setClients([OIDC_CLIENT, { ...OAUTH2_CLIENT, clientId: OIDC_CLIENT.clientId }]),
    ).toThrow(/duplicate/);
    // A refused configuration leaves the previous one in force.
    expect((await handle(new Request(authorizeUrl(implicitParams())))).status).toBe(303);
  });

  it('answers paths outside the issuer with 404 JSON', async () => {
    const response = await handle(new Request(`${BASE}/v1/account`));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    const prefixOnly = await handle(new Request(`${BASE}/oauthx/auth`));
    expect(prefixOnly.status).toBe(404);
  });

  it('shows an error page for a stale or forged interaction URL', async () => {
    const response = await handle(new Request(`${ISSUER}/interaction/made-up-uid`));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('expired or was already completed');
  });
});

describe('createDevOAuthProvider cookies and lifecycle', () => {
  it('marks cookies Secure only when the issuer is https', async () => {
    for (const [issuer, secure] of [
      ['http://localhost:8787/oauth', false],
      ['https://sandbox.example/oauth', true],
    ] as const) {
      const provider = await createDevOAuthProvider({ issuer, clients: [OIDC_CLIENT] });
      const response = await webOf(provider)(
        new Request(`${issuer}/auth?${new URLSearchParams(implicitParams())}`, {
          // A client cannot talk its way into another scheme.
          headers: { 'x-forwarded-proto': secure ? 'http' : 'https' },
        }),
      );
      expect(response.status).toBe(303);
      const cookies = response.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(/;\s*secure/i.test(cookie)).toBe(secure);
      await provider.close();
    }
  });

  it('serves an issuer at the origin root, and refuses requests once closed', async () => {
    const provider = await createDevOAuthProvider({
      issuer: 'http://localhost:9999/',
      clients: [OIDC_CLIENT],
    });
    expect(provider.issuer).toBe('http://localhost:9999');
    const b = createTestBrowser(webOf(provider), 'http://localhost:9999/');
    const login = await b.navigate(
      `http://localhost:9999/auth?${new URLSearchParams(implicitParams())}`,
    );
    expect(login.url).toMatch(/^http:\/\/localhost:9999\/interaction\//);
    const form = readLoginForm(await login.response.text());
    const done = await b.navigate(new URL(form.action, login.url).href, { form: form.fields });
    const { payload } = await jwtVerify(
      callbackParams(done.leftTo ?? '').get('id_token') ?? '',
      createLocalJWKSet(provider.publicJwks()),
      { issuer: 'http://localhost:9999' },
    );
    expect(payload.email).toBe('ada@example.com');

    await provider.close();
    const closed = await webOf(provider)(new Request('http://localhost:9999/jwks'));
    expect(closed.status).toBe(503);
  });

  it('expires stored interactions by the injected clock', async () => {
    let clock = Date.now();
    const provider = await createDevOAuthProvider({
      issuer: ISSUER,
      clients: [OIDC_CLIENT],
      now: () => clock,
    });
    const b = createTestBrowser(webOf(provider), `${ISSUER}/`);
    const login = await b.navigate(authorizeUrl(implicitParams()));
    expect(login.response.status).toBe(200);
    const form = readLoginForm(await login.response.text());
    clock += 11 * 60 * 1000; // the interaction lives 10 minutes
    const late = await b.request(new URL(form.action, login.url).href, { form: form.fields });
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('expired or was already completed');
    await provider.close();
  });

  it('rejects an issuer that is not an http(s) URL without query', async () => {
    await expect(createDevOAuthProvider({ issuer: 'ftp://x/oauth', clients: [] })).rejects.toThrow(
      TypeError,
    );
    await expect(
      createDevOAuthProvider({ issuer: 'http://localhost/oauth?x=1', clients: [] }),
    ).rejects.toThrow(TypeError);
  });
});
