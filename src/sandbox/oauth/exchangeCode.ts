import type { DevOAuthIdentity, DevOAuthProvider } from './devOAuthTypes.js';
import { OAuthProviderError } from './oauthProviderError.js';

/**
 * What the proxy's `oauth2_authenticate` does with an X/Discord-style provider: exchange the
 * authorization code with its PKCE verifier at the token endpoint (RFC 6749 section 4.1.3,
 * RFC 7636 section 4.5; public client, so `client_id` in the body and no secret), then ask the
 * userinfo endpoint who the access token belongs to (OIDC Core 5.3, bearer per RFC 6750 2.1).
 * Both calls go through `provider.handle()` in-process.
 *
 * @throws OAuthProviderError on any refusal or malformed answer.
 */
export async function exchangeCode(
  provider: Pick<DevOAuthProvider, 'issuer' | 'handle'>,
  input: { code: string; codeVerifier: string; redirectUri: string; clientId: string },
): Promise<DevOAuthIdentity> {
  const tokenResponse = await provider.handle(
    new Request(`${provider.issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        code_verifier: input.codeVerifier,
        redirect_uri: input.redirectUri,
        client_id: input.clientId,
      }).toString(),
    }),
  );
  const tokenBody = await readJson(tokenResponse);
  if (!tokenResponse.ok) {
    throw new OAuthProviderError(
      'TOKEN_REQUEST_FAILED',
      `token endpoint refused the code: ${describeOAuthError(tokenBody, tokenResponse.status)}`,
      { oauthError: stringField(tokenBody, 'error'), status: tokenResponse.status },
    );
  }
  const accessToken = stringField(tokenBody, 'access_token');
  const tokenType = stringField(tokenBody, 'token_type');
  if (!accessToken || tokenType?.toLowerCase() !== 'bearer') {
    throw new OAuthProviderError(
      'INVALID_RESPONSE',
      'token endpoint answered without a bearer access_token',
      { status: tokenResponse.status },
    );
  }

  const userinfoResponse = await provider.handle(
    new Request(`${provider.issuer}/me`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    }),
  );
  const userinfo = await readJson(userinfoResponse);
  if (!userinfoResponse.ok) {
    throw new OAuthProviderError(
      'USERINFO_REQUEST_FAILED',
      `userinfo endpoint refused the access token: ${describeOAuthError(userinfo, userinfoResponse.status)}`,
      {
        oauthError: stringField(userinfo, 'error') ?? bearerError(userinfoResponse),
        status: userinfoResponse.status,
      },
    );
  }
  const sub = stringField(userinfo, 'sub');
  const email = stringField(userinfo, 'email');
  const name = stringField(userinfo, 'name');
  if (!sub || !email || name === undefined) {
    throw new OAuthProviderError('INVALID_RESPONSE', 'userinfo answer lacks sub, email or name', {
      status: userinfoResponse.status,
    });
  }
  // OIDC Core 5.1: only a JSON true says the provider verified the address.
  const emailVerified =
    typeof userinfo === 'object' &&
    userinfo !== null &&
    (userinfo as Record<string, unknown>).email_verified === true;
  return { sub, email, name, emailVerified };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

function describeOAuthError(body: unknown, status: number): string {
  const error = stringField(body, 'error');
  const description = stringField(body, 'error_description');
  if (!error) return `HTTP ${status}`;
  return description ? `${error} (${description})` : error;
}

/** RFC 6750 section 3: the error may only be in `WWW-Authenticate: Bearer error="..."`. */
function bearerError(response: Response): string | undefined {
  const header = response.headers.get('www-authenticate') ?? '';
  return /error="([^"]*)"/.exec(header)?.[1];
}
