import { KitError } from '../errors/kitError.js';
import { loadOAuthCeremonies } from '../oauth/loadOAuthCeremonies.js';
import type { OAuthProviderName } from '../oauth/oauthProviders.js';
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
 * is `USER_CANCELLED`. The ceremony is in the OAuth chunk (`loadOAuthCeremonies`), loaded once
 * the popup is open, as for `loginWithOAuthPopup`.
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
      const [key, { oauthPopupToken }] = await Promise.all([
        kit.keys.get(session.publicKey),
        loadOAuthCeremonies(),
      ]);
      if (!key) throw new KitError('SESSION_MISSING', 'the session key is gone');
      const oidcToken = await oauthPopupToken(kit, popup, provider, key, signal);
      return await linkOAuth(kit, { providerName: provider, oidcToken, signal });
    } finally {
      if (!popup.closed) popup.close();
    }
  });
}
