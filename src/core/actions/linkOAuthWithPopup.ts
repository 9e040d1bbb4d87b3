import { KitError } from '../errors/kitError.js';
import type { OAuthProviderName } from '../oauth/oauthProviders.js';
import { oidcTokenFromResult } from '../oauth/oidcTokenFromResult.js';
import { prepareOAuth } from '../oauth/prepareOAuth.js';
import { waitForOAuthPopup } from '../oauth/waitForOAuthPopup.js';
import type { WalletKit } from '../walletKit.js';
import { linkOAuth } from './linkOAuth.js';
import { signedInUser } from './signedInUser.js';

export interface LinkOAuthWithPopupArgs {
  provider: OAuthProviderName;
  signal?: AbortSignal;
}

/**
 * Links a social login in a popup, the login modal's flow (wire-details, "OAuth") with the
 * current session's key as the one the token's nonce binds: the provider's token (OIDC
 * providers) or the service's (`oauth2_authenticate`, OAuth 2.0 providers), then `linkOAuth`.
 * Call it from the click handler (the popup opens before the first `await`). Closing the popup
 * is `USER_CANCELLED`.
 */
export function linkOAuthWithPopup(
  kit: WalletKit,
  args: LinkOAuthWithPopupArgs,
): Promise<{ providerId: string }> {
  const { provider, signal } = args;
  return kit.ceremony.run('oauth', signal, async () => {
    const popup = kit.oauthPopup.open();
    if (!popup) throw new KitError('POPUP_BLOCKED', 'the browser blocked the login popup');
    try {
      const session = signedInUser(kit);
      const key = await kit.keys.get(session.publicKey);
      if (!key) throw new KitError('SESSION_MISSING', 'the session key is gone');
      const { url, pending } = await prepareOAuth(kit, provider, key, signal);
      const answer = waitForOAuthPopup(kit, popup, new URL(pending.redirectUri).origin, signal);
      popup.navigate(url);
      const result = await answer;
      popup.close();
      const oidcToken = await oidcTokenFromResult(kit, pending, result, signal);
      return await linkOAuth(kit, { providerName: provider, oidcToken, signal });
    } finally {
      if (!popup.closed) popup.close();
    }
  });
}
