import { loginWithOidcToken } from '../actions/loginWithOidcToken.js';
import type { LoginResult } from '../login/loginResult.js';
import { withSessionKey } from '../login/withSessionKey.js';
import type { WalletKit } from '../walletKit.js';
import type { LoginWithOAuthArgs } from './oauthArgs.js';
import type { OAuthPopup } from './oauthPorts.js';
import { oidcTokenFromResult } from './oidcTokenFromResult.js';
import { prepareOAuth } from './prepareOAuth.js';
import { waitForOAuthPopup } from './waitForOAuthPopup.js';

/**
 * The body of `loginWithOAuthPopup`, in the OAuth chunk (`loadOAuthCeremonies`); the action opens
 * the popup inside the click and runs this in the kit's ceremony guard. With a fresh session key:
 * the authorization request (prepareOAuth.ts) in the popup, the provider's answer posted back
 * (waitForOAuthPopup.ts), the OIDC token it leads to (oidcTokenFromResult.ts), the login.
 */
export function oauthPopupLogin(
  kit: WalletKit,
  popup: OAuthPopup,
  args: LoginWithOAuthArgs,
): Promise<LoginResult> {
  const { provider, signal } = args;
  return withSessionKey(kit, async (key) => {
    const { url, pending } = await prepareOAuth(kit, provider, key, signal);
    const answer = waitForOAuthPopup(kit, popup, new URL(pending.redirectUri).origin, signal);
    popup.navigate(url);
    const result = await answer;
    popup.close();
    const oidcToken = await oidcTokenFromResult(kit, pending, result, signal);
    return loginWithOidcToken(kit, { provider, oidcToken, key, signup: args.signup, signal });
  });
}
