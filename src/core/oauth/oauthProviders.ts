import type { OAuth2Provider } from '../../protocol/enums.js';

/** Social logins, named as `wallet_kit_config.enabledProviders` names them. */
export type OAuthProviderName = 'google' | 'apple' | 'facebook' | 'x' | 'discord';

export interface OAuthProviderInfo {
  /**
   * 'oidc': the provider issues an OIDC `id_token` (implicit flow, OIDC Core 3.2) carrying our
   * nonce. 'oauth2': it speaks only OAuth 2.0, so the code (with PKCE) goes to the proxy's
   * `oauth2_authenticate`, which issues the OIDC token (wire-details, "OAuth").
   */
  kind: 'oidc' | 'oauth2';
  /** The production authorization endpoint; the sandbox's is given in `oauth.authorizationUrls`. */
  authorizationUrl: string;
  scope: string;
  oauth2Provider?: OAuth2Provider;
}

/** Authorization endpoints as each provider documents them. */
export const oauthProviders: Readonly<Record<OAuthProviderName, OAuthProviderInfo>> = {
  google: {
    kind: 'oidc',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    scope: 'openid email profile',
  },
  apple: {
    kind: 'oidc',
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    // Apple answers in the fragment only when no scope is asked for (else it needs form_post).
    scope: '',
  },
  facebook: {
    kind: 'oidc',
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    scope: 'openid email',
  },
  x: {
    kind: 'oauth2',
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    scope: 'tweet.read users.read',
    oauth2Provider: 'OAUTH2_PROVIDER_X',
  },
  discord: {
    kind: 'oauth2',
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    scope: 'identify email',
    oauth2Provider: 'OAUTH2_PROVIDER_DISCORD',
  },
};
