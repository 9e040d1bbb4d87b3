import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBrowser,
  readLoginForm,
} from '../../../test/support/sandbox/createTestBrowser.js';
import { handleWebRequest } from '../../../test/support/sandbox/handleWebRequest.js';
import type { DevOAuthProvider } from './devOAuthTypes.js';
import { createDevOAuthProvider } from './index.js';

/** OIDC Core 1.0 section 3.1.2.1 `prompt` values on a provider without single sign-on. */
const ISSUER = 'http://localhost:8787/oauth';
const REDIRECT = 'http://localhost:5173/cb';
const CLIENT = 'dev-google';

let provider: DevOAuthProvider;
const handle = (request: Request) => handleWebRequest(provider.handle, request);

beforeAll(async () => {
  provider = await createDevOAuthProvider({
    issuer: ISSUER,
    clients: [{ clientId: CLIENT, redirectUris: [REDIRECT], kind: 'oidc' }],
  });
});
afterAll(() => provider.close());

const authorizeUrl = (prompt: string) =>
  `${ISSUER}/auth?${new URLSearchParams({
    client_id: CLIENT,
    redirect_uri: REDIRECT,
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce: 'n',
    state: 's',
    prompt,
  })}`;

describe('prompt', () => {
  it.each(['select_account', 'login', 'consent', 'select_account consent'])(
    '%s: the login form, then the id_token (no second round)',
    async (prompt) => {
      const b = createTestBrowser(handle, `${ISSUER}/`);
      const login = await b.navigate(authorizeUrl(prompt));
      expect(login.url).toMatch(/\/interaction\/[\w-]+$/);
      expect(login.response.status).toBe(200);
      const form = readLoginForm(await login.response.text());
      const done = await b.navigate(new URL(form.action, login.url).href, {
        form: { name: 'Sam', email: 'sam@example.com' },
      });
      const fragment = new URLSearchParams(new URL(done.leftTo ?? '').hash.slice(1));
      expect(fragment.get('error')).toBeNull();
      const { payload } = await jwtVerify(
        fragment.get('id_token') ?? '',
        createLocalJWKSet(provider.publicJwks()),
        { issuer: ISSUER, audience: CLIENT },
      );
      expect(payload.email).toBe('sam@example.com');
    },
  );

  it('none: no page at all; with no signed-in user the answer is login_required', async () => {
    const response = await handle(new Request(authorizeUrl('none')));
    expect(response.status).toBe(303);
    const fragment = new URLSearchParams(
      new URL(response.headers.get('location') ?? '').hash.slice(1),
    );
    expect(fragment.get('error')).toBe('login_required');
    expect(fragment.get('state')).toBe('s');
  });

  it('refuses none with another value and an unknown value, as OIDC Core says', async () => {
    for (const prompt of ['none login', 'whatever']) {
      const response = await handle(new Request(authorizeUrl(prompt)));
      const fragment = new URLSearchParams(
        new URL(response.headers.get('location') ?? '').hash.slice(1),
      );
      expect(fragment.get('error'), prompt).toBe('invalid_request');
    }
  });
});
