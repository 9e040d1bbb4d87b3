import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  readLoginForm,
} from '../../../test/support/sandbox/createTestBrowser.js';
import { handleWebRequest } from '../../../test/support/sandbox/handleWebRequest.js';
import type { DevOAuthProvider } from './devOAuthTypes.js';
import { createDevOAuthProvider } from './index.js';

/**
 * The OIDC flows of the production React kit's Apple and Facebook logins, against the dev
 * provider exactly as the kit asks for them (its authorization URLs, its token request).
 */
const ISSUER = 'http://localhost:8787/oauth';
const APP = 'http://localhost:5173';
const REDIRECT = `${APP}/`;
const CLIENT = 'dev-apple-or-facebook';
const NONCE = 'a'.repeat(64);

let provider: DevOAuthProvider;
const handle = (request: Request) => handleWebRequest(provider.handle, request);

beforeAll(async () => {
  provider = await createDevOAuthProvider({
    issuer: ISSUER,
    clients: [{ clientId: CLIENT, redirectUris: [REDIRECT], kind: 'oidc' }],
  });
});
afterAll(() => provider.close());

/** Authorizes with the login form filled in; answers the URL the provider sent the app to. */
async function authorize(params: Record<string, string>): Promise<URL> {
  const b = createTestBrowser(handle, `${ISSUER}/`);
  const login = await b.navigate(`${ISSUER}/auth?${new URLSearchParams(params)}`);
  expect(login.response.status, login.leftTo ?? login.url).toBe(200);
  const form = readLoginForm(await login.response.text());
  const done = await b.navigate(new URL(form.action, login.url).href, {
    form: { name: 'Pat Doe', email: 'pat@example.com' },
  });
  return new URL(done.leftTo ?? '');
}

const verify = (idToken: string) =>
  jwtVerify(idToken, createLocalJWKSet(provider.publicJwks()), {
    issuer: ISSUER,
    audience: CLIENT,
  });

describe('the dev provider for the production React kit', () => {
  it("answers Apple's hybrid request (code id_token, fragment, no scope, no PKCE) with both in the fragment", async () => {
    const back = await authorize({
      client_id: CLIENT,
      redirect_uri: REDIRECT,
      response_type: 'code id_token',
      response_mode: 'fragment',
      nonce: NONCE,
      state: 'provider=apple&flow=popup',
    });
    expect(back.search).toBe('');
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('state')).toBe('provider=apple&flow=popup');
    const code = fragment.get('code') ?? '';
    expect(code).not.toBe('');
    const { payload } = await verify(fragment.get('id_token') ?? '');
    // OIDC Core 3.3.2.11: the id_token carries the nonce and c_hash binding the code.
    expect(payload).toMatchObject({ nonce: NONCE, email: 'pat@example.com' });
    const digest = createHash('sha256').update(code).digest();
    expect(payload.c_hash).toBe(digest.subarray(0, 16).toString('base64url'));
  });

  it("redeems Facebook's code + PKCE from the page: CORS for the app's origin, an id_token with the nonce", async () => {
    const verifier = randomBytes(32).toString('base64url');
    const back = await authorize({
      client_id: CLIENT,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      nonce: NONCE,
      state: 'provider=facebook',
    });
    const code = back.searchParams.get('code') ?? '';
    // What the kit's exchangeFacebookCodeForToken sends, from the app's origin.
    const token = (body: Record<string, string>) =>
      handle(
        new Request(`${ISSUER}/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP },
          body: new URLSearchParams(body),
        }),
      );
    const form = {
      client_id: CLIENT,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      code,
      grant_type: 'authorization_code',
    };
    const wrongVerifier = await token({
      ...form,
      code_verifier: randomBytes(32).toString('base64url'),
    });
    expect(wrongVerifier.status).toBe(400);
    const response = await token(form);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    const tokens = (await response.json()) as { id_token: string };
    const { payload } = await verify(tokens.id_token);
    expect(payload).toMatchObject({ nonce: NONCE, email: 'pat@example.com' });

    // Another origin gets no CORS grant (the browser then withholds the answer).
    const foreign = await handle(
      new Request(`${ISSUER}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://evil.localhost',
        },
        body: new URLSearchParams(form),
      }),
    );
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('still requires PKCE for the plain code flow', async () => {
    const response = await handle(
      new Request(
        `${ISSUER}/auth?${new URLSearchParams({
          client_id: CLIENT,
          redirect_uri: REDIRECT,
          response_type: 'code',
          scope: 'openid',
          state: 's',
        })}`,
      ),
    );
    const back = new URL(response.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toContain('PKCE');
  });
});
