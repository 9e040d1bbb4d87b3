import { OAUTH_PENDING_KEY, OAUTH_RESULT_KEY } from '../steps/oauthMessages.js';
import { prepareOAuth } from '../steps/prepareOAuth.js';
import { withSessionKey } from '../steps/withSessionKey.js';
import type { WalletKit } from '../walletKit.js';
import type { LoginWithOAuthArgs } from './loginWithOAuthPopup.js';

export interface StartOAuthRedirectArgs extends LoginWithOAuthArgs {
  /** Where the redirect page sends the user back to. Default: the current page. */
  returnTo?: string;
}

/**
 * Social login by full-page redirect (wire-details, "OAuth": an option, and the way on mobile).
 * The session key is stored in the key store and what the return needs (state, nonce, PKCE
 * verifier) in tab-scoped storage; then the page leaves. After the provider, the redirect page's
 * `completeOAuthRedirect()` and this page's `resumeOAuthRedirect()` finish the login.
 */
export function startOAuthRedirect(kit: WalletKit, args: StartOAuthRedirectArgs): Promise<void> {
  return kit.ceremony.run('oauth', args.signal, () =>
    withSessionKey(kit, async (key) => {
      const { url, pending } = await prepareOAuth(kit, args.provider, key, args.signal);
      const returnTo = args.returnTo ?? (globalThis as { location?: Location }).location?.href;
      if (returnTo) pending.returnTo = returnTo;
      if (args.signup) pending.signup = args.signup;
      kit.pendingStorage.removeItem(OAUTH_RESULT_KEY);
      kit.pendingStorage.setItem(OAUTH_PENDING_KEY, JSON.stringify(pending));
      kit.navigate(url);
    }),
  );
}
