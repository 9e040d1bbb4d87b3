import { KitError } from '../errors/kitError.js';
import type { LoginResult, SignupOptions } from '../steps/loginResult.js';
import type { OAuthProviderName } from '../steps/oauthProviders.js';
import { oidcTokenFromResult } from '../steps/oidcTokenFromResult.js';
import { prepareOAuth } from '../steps/prepareOAuth.js';
import { waitForOAuthPopup } from '../steps/waitForOAuthPopup.js';
import { withSessionKey } from '../steps/withSessionKey.js';
import type { WalletKit } from '../walletKit.js';
import { loginWithOidcToken } from './loginWithOidcToken.js';

export interface LoginWithOAuthArgs {
  provider: OAuthProviderName;
  signup?: SignupOptions;
  signal?: AbortSignal;
}

/**
 * Social login in a popup (wire-details, "OAuth": popup by default). Call it from the click
 * handler: the popup is opened before the first `await`, inside the user's gesture. The provider
 * redirects the popup to `oauthRedirectUrl`, whose page calls `completeOAuthRedirect()` to post
 * the answer back here. Closing the popup is `USER_CANCELLED`.
 */
export function loginWithOAuthPopup(
  kit: WalletKit,
  args: LoginWithOAuthArgs,
): Promise<LoginResult> {
  const { provider, signal } = args;
  return kit.ceremony.run('oauth', signal, async () => {
    const popup = kit.oauthPopup.open();
    if (!popup) throw new KitError('POPUP_BLOCKED', 'the browser blocked the login popup');
    try {
      return await withSessionKey(kit, async (key) => {
        const { url, pending } = await prepareOAuth(kit, provider, key, signal);
        const answer = waitForOAuthPopup(kit, popup, new URL(pending.redirectUri).origin, signal);
        popup.navigate(url);
        const result = await answer;
        popup.close();
        const oidcToken = await oidcTokenFromResult(kit, pending, result, signal);
        return loginWithOidcToken(kit, {
          provider,
          oidcToken,
          key,
          signup: args.signup,
          signal,
        });
      });
    } finally {
      if (!popup.closed) popup.close();
    }
  });
}
