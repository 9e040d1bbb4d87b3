import type { StoredKey } from '../keys/keyStore.js';
import type { WalletKit } from '../walletKit.js';
import type { OAuthPopup } from './oauthPorts.js';
import type { OAuthProviderName } from './oauthProviders.js';
import { oidcTokenFromResult } from './oidcTokenFromResult.js';
import { prepareOAuth } from './prepareOAuth.js';
import { waitForOAuthPopup } from './waitForOAuthPopup.js';

/**
 * An OIDC token for `key`, got in `popup` (in the OAuth chunk, `loadOAuthCeremonies`): the
 * authorization request (prepareOAuth.ts, its nonce binding the token to the key) in the popup,
 * the provider's answer posted back (waitForOAuthPopup.ts), then the token it leads to
 * (oidcTokenFromResult.ts: the provider's own, or the service's after `oauth2_authenticate`).
 * What a popup login and a popup link share.
 */
export async function oauthPopupToken(
  kit: WalletKit,
  popup: OAuthPopup,
  provider: OAuthProviderName,
  key: StoredKey,
  signal?: AbortSignal,
): Promise<string> {
  const { url, pending } = await prepareOAuth(kit, provider, key, signal);
  const answer = waitForOAuthPopup(kit, popup, new URL(pending.redirectUri).origin, signal);
  popup.navigate(url);
  const result = await answer;
  popup.close();
  return oidcTokenFromResult(kit, pending, result, signal);
}
