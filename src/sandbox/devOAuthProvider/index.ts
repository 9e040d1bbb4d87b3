/**
 * The sandbox's development OAuth 2.0 / OpenID Connect provider.
 * DEV ONLY: it authenticates whoever types a name and an e-mail address.
 */
export { createDevOAuthProvider } from './createDevOAuthProvider.js';
export type {
  CreateDevOAuthProviderOptions,
  DevOAuthClient,
  DevOAuthIdentity,
  DevOAuthProvider,
  DevOAuthPublicJwk,
} from './devOAuthTypes.js';
export { exchangeCode } from './exchangeCode.js';
export { OAuthProviderError, type OAuthProviderErrorReason } from './oauthProviderError.js';
