import type { StoredKey } from '../keys/keyStore.js';
import type { WalletKit } from '../walletKit.js';
import { finishLogin } from './finishLogin.js';
import type { LoginResult, SignupOptions } from './loginResult.js';
import type { OAuthProviderName } from './oauthProviders.js';
import { preloadSignupChunks } from './signupPreloads.js';

export interface LoginWithOidcTokenArgs {
  provider: OAuthProviderName;
  oidcToken: string;
  /** The session key the token's nonce binds. */
  key: StoredKey;
  signup?: SignupOptions;
  signal?: AbortSignal;
}

/**
 * An OIDC token to a session (spec "OAuth flows"; wire-details, "OAuth"): `account` by
 * `OIDC_TOKEN`; a first login makes the sub-organization with `signup_v2` and the provider in
 * `oauthProviders`; then `oauth_login` for the session key.
 */
export async function loginWithOidcToken(
  kit: WalletKit,
  args: LoginWithOidcTokenArgs,
): Promise<LoginResult> {
  const { oidcToken, key, signal } = args;
  const call = { signal };
  const found = await kit.proxy.account({ filterType: 'OIDC_TOKEN', filterValue: oidcToken }, call);
  let organizationId = found.organizationId || undefined;
  let signup: Parameters<typeof finishLogin>[1]['signup'];
  if (!organizationId) {
    const wallet = args.signup?.wallet;
    // A signup: its checks' chunks load while `signup_v2` is in flight.
    if (wallet && kit.options.verifyAppProofs) preloadSignupChunks();
    const created = await kit.proxy.signupV2(
      {
        userName: args.signup?.userName,
        organizationName: args.signup?.organizationName,
        apiKeys: [],
        authenticators: [],
        oauthProviders: [{ providerName: args.provider, oidcToken }],
        wallet,
      },
      call,
    );
    organizationId = created.organizationId;
    signup = { ...created, accounts: wallet?.accounts };
  }
  const { session } = await kit.proxy.oauthLogin(
    { oidcToken, publicKey: key.publicKey, organizationId },
    call,
  );
  return finishLogin(kit, { token: session, key, signup, signal });
}
