import { withSessionKey } from '../login/withSessionKey.js';
import type { WalletKit } from '../walletKit.js';
import type { StartOAuthRedirectArgs } from './oauthArgs.js';
import { OAUTH_PENDING_KEY, OAUTH_RESULT_KEY } from './oauthMessages.js';
import { prepareOAuth } from './prepareOAuth.js';

/**
 * The body of `startOAuthRedirect`, in the OAuth chunk (`loadOAuthCeremonies`): the session key
 * stored in the key store, what the return needs (state, nonce, PKCE verifier) in tab-scoped
 * storage, then the page leaves for the provider.
 */
export function oauthRedirectStart(kit: WalletKit, args: StartOAuthRedirectArgs): Promise<void> {
  return withSessionKey(kit, async (key) => {
    const { url, pending } = await prepareOAuth(kit, args.provider, key, args.signal);
    const returnTo = args.returnTo ?? (globalThis as { location?: Location }).location?.href;
    if (returnTo) pending.returnTo = returnTo;
    if (args.signup) pending.signup = args.signup;
    kit.pendingStorage.removeItem(OAUTH_RESULT_KEY);
    kit.pendingStorage.setItem(OAUTH_PENDING_KEY, JSON.stringify(pending));
    kit.navigate(url);
  });
}
