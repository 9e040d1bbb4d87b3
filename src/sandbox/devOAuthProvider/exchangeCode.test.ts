import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  readLoginForm,
} from '../../../test/support/sandbox/createTestBrowser.js';
import { handleWebRequest } from '../../../test/support/sandbox/handleWebRequest.js';
import { SandboxRequest } from '../http/sandboxRequest.js';
import { devSubForEmail } from './createDevAccounts.js';
import type { DevOAuthClient, DevOAuthProvider } from './devOAuthTypes.js';
import { createDevOAuthProvider, exchangeCode, OAuthProviderError } from './index.js';

const ISSUER = 'http://localhost:8787/oauth';
const REDIRECT_URI = 'http://localhost:5173/oauth2/callback';
const X_LIKE: DevOAuthClient = { clientId: 'dev-x', redirectUris: [REDIRECT_URI], kind: 'oauth2' };

/** RFC 7636 section 4.1-4.2, as wire-details.md "OAuth" says: 32 random bytes, base64url. */
function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function codeAuthorizeUrl(params: Record<string, string>): string {
  return `${ISSUER}/auth?${new URLSearchParams({
    client_id: X_LIKE.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    // X-style scope names: kept and ignored; the provider releases the identity anyway.
    scope: 'users.read tweet.read',
    state: 'state-xyz',
    ...params,
  })}`;
}

async function expectProviderError(
  promise: Promise<unknown>,
  reason: OAuthProviderError['reason'],
  oauthError: string,
): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OAuthProviderError);
  expect(error).toMatchObject({ reason, oauthError });
}

describe('code + PKCE flow and exchangeCode', () => {
  let provider: DevOAuthProvider;
  /** The provider over fetch's types, as the browser sees it. */
  const handle = (request: Request) => handleWebRequest(provider.handle, request);

  beforeAll(async () => {
    provider = await createDevOAuthProvider({ issuer: ISSUER, clients: [X_LIKE] });
  });
  afterAll(async () => {
    await provider.close();
  });

  /** Runs authorize → login form → redirect; returns the app callback's query. */
  async function authorize(challenge: string, identity: { name: string; email: string }) {
    const b = createTestBrowser(handle, `${ISSUER}/`);
    const login = await b.navigate(
      codeAuthorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(login.response.status).toBe(200);
    const form = readLoginForm(await login.response.text());
    const done = await b.navigate(new URL(form.action, login.url).href, { form: identity });
    const target = new URL(done.leftTo ?? 'http://invalid/');
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT_URI);
    return target.searchParams;
  }

  it('returns code and state to the redirect_uri, and exchangeCode yields the identity', async () => {
    const { verifier, challenge } = pkcePair();
    const callback = await authorize(challenge, { name: 'Alan Turing', email: 'alan@example.com' });
    expect(callback.get('state')).toBe('state-xyz');
    // RFC 9207: the authorization response names its issuer.
    expect(callback.get('iss')).toBe(ISSUER);
    const code = callback.get('code') ?? '';
    expect(code).not.toBe('');

    const identity = await exchangeCode(provider, {
      code,
      codeVerifier: verifier,
      redirectUri: REDIRECT_URI,
      clientId: X_LIKE.clientId,
    });
    expect(identity).toEqual({
      sub: devSubForEmail('alan@example.com'),
      email: 'alan@example.com',
      name: 'Alan Turing',
      // The login form's "e-mail verified" box was not ticked.
      emailVerified: false,
    });

    // RFC 6749 4.1.2: a code is single-use.
    await expectProviderError(
      exchangeCode(provider, {
        code,
        codeVerifier: verifier,
        redirectUri: REDIRECT_URI,
        clientId: X_LIKE.clientId,
      }),
      'TOKEN_REQUEST_FAILED',
      'invalid_grant',
    );
  });

  it('refuses a wrong verifier, a different redirect_uri and an unknown client', async () => {
    const { verifier, challenge } = pkcePair();
    const callback = await authorize(challenge, { name: 'Eve', email: 'eve@example.com' });
    const good = {
      code: callback.get('code') ?? '',
      codeVerifier: verifier,
      redirectUri: REDIRECT_URI,
      clientId: X_LIKE.clientId,
    };
    // RFC 7636 4.6: the verifier must hash to the challenge.
    await expectProviderError(
      exchangeCode(provider, { ...good, codeVerifier: pkcePair().verifier }),
      'TOKEN_REQUEST_FAILED',
      'invalid_grant',
    );
    // RFC 6749 4.1.3: redirect_uri must be the authorization request's.
    await expectProviderError(
      exchangeCode(provider, { ...good, redirectUri: 'http://localhost:5173/elsewhere' }),
      'TOKEN_REQUEST_FAILED',
      'invalid_grant',
    );
    await expectProviderError(
      exchangeCode(provider, { ...good, clientId: 'someone-else' }),
      'TOKEN_REQUEST_FAILED',
      'invalid_client',
    );
    // None of those consumed the code: the library checks before it consumes. So the refusals
    // above were for the stated reasons, and the right request still succeeds.
    await expect(exchangeCode(provider, good)).resolves.toMatchObject({ email: 'eve@example.com' });
  });

  it('refuses an authorization request without PKCE or with the plain method', async () => {
    const { verifier } = pkcePair();
    const attempts: Record<string, string>[] = [
      {}, // missing: required for every code request
      { code_challenge: verifier, code_challenge_method: 'plain' }, // RFC 7636 4.2 plain: refused
      { code_challenge: verifier }, // no method means plain (RFC 7636 4.3): refused
    ];
    for (const params of attempts) {
      const response = await handle(new Request(codeAuthorizeUrl(params)));
      // The redirect_uri is registered, so the error goes back to the app (RFC 6749 4.1.2.1).
      expect(response.status).toBe(303);
      const target = new URL(response.headers.get('location') ?? 'http://invalid/');
      expect(`${target.origin}${target.pathname}`).toBe(REDIRECT_URI);
      expect(target.searchParams.get('error')).toBe('invalid_request');
      expect(target.searchParams.get('state')).toBe('state-xyz');
      expect(target.searchParams.get('code')).toBeNull();
    }
  });

  it('reports a refused access token as USERINFO_REQUEST_FAILED', async () => {
    const { verifier, challenge } = pkcePair();
    const callback = await authorize(challenge, { name: 'Bob', email: 'bob@example.com' });
    // The provider as seen through a network that swaps the bearer token for a forged one.
    const tampering = {
      issuer: provider.issuer,
      handle: (request: SandboxRequest) =>
        request.url.pathname.endsWith('/me')
          ? provider.handle(
              new SandboxRequest({
                method: 'GET',
                url: request.url,
                headers: { authorization: 'Bearer forged-token' },
              }),
            )
          : provider.handle(request),
    };
    await expectProviderError(
      exchangeCode(tampering, {
        code: callback.get('code') ?? '',
        codeVerifier: verifier,
        redirectUri: REDIRECT_URI,
        clientId: X_LIKE.clientId,
      }),
      'USERINFO_REQUEST_FAILED',
      'invalid_token',
    );
  });
});
