import { loginWithOidcToken } from '../actions/loginWithOidcToken.js';
import type { LoginResult } from '../login/loginResult.js';
import { withSessionKey } from '../login/withSessionKey.js';
import type { WalletKit } from '../walletKit.js';
import type { LoginWithOAuthArgs } from './oauthArgs.js';
import { oauthPopupToken } from './oauthPopupToken.js';
import type { OAuthPopup } from './oauthPorts.js';

/**
 * The body of `loginWithOAuthPopup`, in the OAuth chunk (`loadOAuthCeremonies`); the action opens
 * the popup inside the click and runs this in the kit's ceremony guard. With a fresh session key:
 * the provider's token for it (oauthPopupToken.ts), then the login.
 */
export function oauthPopupLogin(
  kit: WalletKit,
  popup: OAuthPopup,
  args: LoginWithOAuthArgs,
): Promise<LoginResult> {
  const { provider, signal } = args;
  return withSessionKey(kit, async (key) => {
    const oidcToken = await oauthPopupToken(kit, popup, provider, key, signal);
    return loginWithOidcToken(kit, { provider, oidcToken, key, signup: args.signup, signal });
  });
}
