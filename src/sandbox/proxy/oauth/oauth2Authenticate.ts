import { PRODUCTION_ERROR_TEXT } from 'embedded-wallet-kit/protocol/internal';
import { exchangeCode, OAuthProviderError } from '../../devOAuthProvider/index.js';
import { issueOidcToken } from '../../identity/issueOidcToken.js';
import { ServiceError } from '../../serviceError.js';
import { oauthRedirectUrlOf } from '../config/oauthRedirectUrlOf.js';
import type { ProxyActivityHandler } from '../proxyActivityInput.js';
import { proxyRuntime } from '../proxyRuntime.js';

const PROVIDERS = { OAUTH2_PROVIDER_X: 'x', OAUTH2_PROVIDER_DISCORD: 'discord' } as const;

/**
 * `ACTIVITY_TYPE_OAUTH2_AUTHENTICATE` (behind `oauth2_authenticate`): exchanges the code with
 * its PKCE verifier at the provider (RFC 6749 4.1.3, RFC 7636 4.5), asks who the token belongs
 * to, and issues the sandbox's own OIDC token for that identity with the client's nonce
 * (wire-details, "OAuth"), for `oauth_login` or signup. The sandbox's provider is the dev one.
 */
export const oauth2Authenticate: ProxyActivityHandler<'oauth2_authenticate'> = async ({
  ctx,
  config,
  params,
}) => {
  const name = PROVIDERS[params.provider];
  const setting = config.socialLogins[name];
  if (!setting.enabled)
    // Production's wording, which `@turnkey/core` maps to AUTH_METHOD_NOT_ENABLED.
    throw ServiceError.denied(
      `${PRODUCTION_ERROR_TEXT.oauthDisallowed}: ${name} login is disabled for this organization`,
    );
  if (params.clientId !== setting.clientId) {
    throw ServiceError.invalid(`clientId is not the configured ${name} client id`, [
      { field: 'clientId', description: 'unknown client' },
    ]);
  }
  const registered = [oauthRedirectUrlOf(ctx, config), ...config.additionalRedirectUrls];
  if (!registered.includes(params.redirectUri)) {
    throw ServiceError.invalid('redirectUri is not a redirect URL of this configuration', [
      { field: 'redirectUri', description: 'not registered' },
    ]);
  }
  const provider = proxyRuntime(ctx).oauthProvider;
  if (!provider) throw ServiceError.precondition('the dev OAuth provider is not running');
  let identity: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    identity = await exchangeCode(provider, {
      code: params.authCode,
      codeVerifier: params.codeVerifier,
      redirectUri: params.redirectUri,
      clientId: params.clientId,
    });
  } catch (error) {
    if (error instanceof OAuthProviderError && error.reason === 'TOKEN_REQUEST_FAILED') {
      throw ServiceError.unauthenticated(
        `the ${name} provider refused the code (${error.oauthError ?? 'error'})`,
        [
          {
            field: 'authCode',
            description: 'refused: wrong code, verifier or redirectUri, or already used',
          },
        ],
      );
    }
    throw ServiceError.unavailable(`the ${name} provider did not answer as expected`);
  }
  const oidcToken = await issueOidcToken(ctx, {
    sub: `${name}:${identity.sub}`,
    aud: params.clientId,
    nonce: params.nonce,
    email: identity.email,
    emailVerified: identity.emailVerified,
    name: identity.name,
  });
  return { oidcToken };
};
