import { KitError } from '../errors/kitError.js';
import type { LoginResult } from '../login/loginResult.js';
import { loadOAuthCeremonies } from '../oauth/loadOAuthCeremonies.js';
import type { LoginWithOAuthArgs } from '../oauth/oauthArgs.js';
import type { WalletKit } from '../walletKit.js';

export type { LoginWithOAuthArgs };

/**
 * Social login in a popup (wire-details, "OAuth": popup by default). Call it from the click
 * handler: the popup is opened before the first `await`, inside the user's gesture. The provider
 * redirects the popup to `oauthRedirectUrl`, whose page calls `completeOAuthRedirect()` to post
 * the answer back here. Closing the popup is `USER_CANCELLED`.
 *
 * The rest (`oauth/oauthPopupLogin.ts`) is in the OAuth chunk, loaded once the popup is open.
 */
export function loginWithOAuthPopup(
  kit: WalletKit,
  args: LoginWithOAuthArgs,
): Promise<LoginResult> {
  return kit.ceremony.run('oauth', args.signal, async () => {
    const popup = kit.oauthPopup.open();
    if (!popup) throw new KitError('POPUP_BLOCKED', 'the browser blocked the login popup');
    try {
      const { oauthPopupLogin } = await loadOAuthCeremonies();
      return await oauthPopupLogin(kit, popup, args);
    } finally {
      if (!popup.closed) popup.close();
    }
  });
}
