import { parseJwt } from '../crypto/parseJwt.js';
import type { StoredKey } from '../keys/keyStore.js';
import { logInWithToken } from '../login/logInWithToken.js';
import type { LoginResult, SignupOptions } from '../login/loginResult.js';
import type { OAuthProviderName } from '../oauth/oauthProviders.js';
import type { WalletKit } from '../walletKit.js';

export interface LoginWithOidcTokenArgs {
  provider: OAuthProviderName;
  oidcToken: string;
  /** The session key the token's nonce binds. */
  key: StoredKey;
  signup?: SignupOptions;
  signal?: AbortSignal;
}

/**
 * An OIDC token to a session (spec "OAuth flows"; wire-details, "OAuth"), by the same steps as
 * an OTP login (login/logInWithToken.ts): `account` by `OIDC_TOKEN` unless this device knows
 * the identity; a first login makes the sub-organization with `signup_v2` and the provider in
 * `oauthProviders`; then the login (`stamp_login` stamped `X-Stamp-Attested` with the token, or
 * the proxy's `oauth_login`).
 */
export function loginWithOidcToken(
  kit: WalletKit,
  args: LoginWithOidcTokenArgs,
): Promise<LoginResult> {
  const { oidcToken } = args;
  const { claims } = parseJwt(oidcToken);
  return logInWithToken(kit, {
    key: args.key,
    token: { kind: 'oidcToken', token: oidcToken },
    identity: {
      issuer: String(claims.iss),
      subject: String(claims.sub),
      audience: String(claims.aud),
    },
    lookup: { filterType: 'OIDC_TOKEN', filterValue: oidcToken },
    signup: {
      request: {
        userName: args.signup?.userName,
        organizationName: args.signup?.organizationName,
        authenticators: [],
        oauthProviders: [{ providerName: args.provider, oidcToken }],
      },
      wallet: args.signup?.wallet,
    },
    ...(args.signal ? { signal: args.signal } : {}),
  });
}
