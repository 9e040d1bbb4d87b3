import type { SandboxReply } from '../http/sandboxReply.js';
import { SandboxRequest } from '../http/sandboxRequest.js';
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
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    code_verifier: input.codeVerifier,
    redirect_uri: input.redirectUri,
    client_id: input.clientId,
  });
  const tokenReply = await provider.handle(
    new SandboxRequest({
      method: 'POST',
      url: new URL(`${provider.issuer}/token`),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new TextEncoder().encode(form.toString()),
    }),
  );
  const tokenBody = readJson(tokenReply);
  if (!ok(tokenReply)) {
    throw new OAuthProviderError(
      'TOKEN_REQUEST_FAILED',
      `token endpoint refused the code: ${describeOAuthError(tokenBody, tokenReply.status)}`,
      { oauthError: stringField(tokenBody, 'error'), status: tokenReply.status },
    );
  }
  const accessToken = stringField(tokenBody, 'access_token');
  const tokenType = stringField(tokenBody, 'token_type');
  if (!accessToken || tokenType?.toLowerCase() !== 'bearer') {
    throw new OAuthProviderError(
      'INVALID_RESPONSE',
      'token endpoint answered without a bearer access_token',
      { status: tokenReply.status },
    );
  }

  const userinfoReply = await provider.handle(
    new SandboxRequest({
      method: 'GET',
      url: new URL(`${provider.issuer}/me`),
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    }),
  );
  const userinfo = readJson(userinfoReply);
  if (!ok(userinfoReply)) {
    throw new OAuthProviderError(
      'USERINFO_REQUEST_FAILED',
      `userinfo endpoint refused the access token: ${describeOAuthError(userinfo, userinfoReply.status)}`,
      {
        oauthError: stringField(userinfo, 'error') ?? bearerError(userinfoReply),
        status: userinfoReply.status,
      },
    );
  }
  const sub = stringField(userinfo, 'sub');
  const email = stringField(userinfo, 'email');
  const name = stringField(userinfo, 'name');
  if (!sub || !email || name === undefined) {
    throw new OAuthProviderError('INVALID_RESPONSE', 'userinfo answer lacks sub, email or name', {
      status: userinfoReply.status,
    });
  }
  // OIDC Core 5.1: only a JSON true says the provider verified the address.
  const emailVerified =
    typeof userinfo === 'object' &&
    userinfo !== null &&
    (userinfo as Record<string, unknown>).email_verified === true;
  return { sub, email, name, emailVerified };
}

const ok = (reply: SandboxReply) => reply.status >= 200 && reply.status <= 299;

function readJson(reply: SandboxReply): unknown {
  if (reply.body === null) return undefined;
  try {
    return JSON.parse(
      typeof reply.body === 'string' ? reply.body : new TextDecoder().decode(reply.body),
    );
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
function bearerError(reply: SandboxReply): string | undefined {
  const value = reply.headers['www-authenticate'];
  const header = typeof value === 'string' ? value : (value?.join(', ') ?? '');
  return /error="([^"]*)"/.exec(header)?.[1];
}
