import type { StoredKey } from '../keys/keyStore.js';
import { attestedLogin, attestedLoginTo } from '../steps/attestedLogin.js';
import { createProofCheckKey, type ProofCheckKey } from '../steps/createProofCheckKey.js';
import { finishLogin } from '../steps/finishLogin.js';
import type { LoginResult, SignupOptions } from '../steps/loginResult.js';
import type { OAuthProviderName } from '../steps/oauthProviders.js';
import { preloadProofChecks } from '../steps/preloadProofChecks.js';
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
 * An OIDC token to a session (spec "OAuth flows"; wire-details, "OAuth"): `account` by
 * `OIDC_TOKEN`; a first login makes the sub-organization with `signup_v2` and the provider in
 * `oauthProviders`; then `oauth_login` for the session key. With `tokenLogin: 'attested'` (the
 * default) a `stamp_login` stamped `X-Stamp-Attested` with the token (its nonce binds the key)
 * takes the place of both `account` and `oauth_login` (attestedLogin.ts).
 */
export async function loginWithOidcToken(
  kit: WalletKit,
  args: LoginWithOidcTokenArgs,
): Promise<LoginResult> {
  const { oidcToken, key, signal } = args;
  const call = { signal };
  const attested = kit.options.tokenLogin === 'attested';
  const scheme = 'STAMP_ATTESTED_SCHEME_P256_OIDC';
  let organizationId: string | undefined;
  if (attested) {
    // A returning user: this is the login (the service finds the identity's sub-organization).
    const token = await attestedLogin(kit, { key, scheme, token: oidcToken, signal });
    if (token !== undefined) return finishLogin(kit, { token, key, signal });
  } else {
    const found = await kit.proxy.account(
      { filterType: 'OIDC_TOKEN', filterValue: oidcToken },
      call,
    );
    organizationId = found.organizationId || undefined;
  }
  let signup: Parameters<typeof finishLogin>[1]['signup'];
  let proofKey: ProofCheckKey | undefined;
  if (!organizationId) {
    const wallet = args.signup?.wallet;
    // As the OTP signup does (verifyOtp.ts): a key for the wallet's proof queries, so that they
    // go out beside the login rather than after it.
    proofKey = wallet ? await createProofCheckKey(kit) : undefined;
    const signingUp = kit.proxy.signupV2(
      {
        userName: args.signup?.userName,
        organizationName: args.signup?.organizationName,
        apiKeys: proofKey ? [proofKey.apiKey] : [],
        authenticators: [],
        oauthProviders: [{ providerName: args.provider, oidcToken }],
        wallet,
      },
      call,
    );
    preloadProofChecks(kit, wallet);
    const created = await signingUp;
    organizationId = created.organizationId;
    signup = { ...created, accounts: wallet?.accounts };
  }
  const login = attested
    ? attestedLoginTo(kit, { key, scheme, token: oidcToken, organizationId, signal })
    : kit.proxy
        .oauthLogin({ oidcToken, publicKey: key.publicKey, organizationId }, call)
        .then((answer) => answer.session);
  // The wallet's proofs are fetched beside the login (finishLogin).
  return finishLogin(kit, { token: login, key, signup, proofStamper: proofKey?.stamper, signal });
}
