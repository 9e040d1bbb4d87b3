import { loadOAuthCeremonies } from '../oauth/loadOAuthCeremonies.js';
import type { StartOAuthRedirectArgs } from '../oauth/oauthArgs.js';
import type { WalletKit } from '../walletKit.js';

export type { StartOAuthRedirectArgs };

/**
 * Social login by full-page redirect (wire-details, "OAuth": an option, and the way on mobile).
 * The session key is stored in the key store and what the return needs (state, nonce, PKCE
 * verifier) in tab-scoped storage; then the page leaves (`oauth/oauthRedirectStart.ts`, in the
 * OAuth chunk). After the provider, the redirect page's `completeOAuthRedirect()` and this page's
 * `resumeOAuthRedirect()` finish the login.
 */
export function startOAuthRedirect(kit: WalletKit, args: StartOAuthRedirectArgs): Promise<void> {
  return kit.ceremony.run('oauth', args.signal, async () =>
    (await loadOAuthCeremonies()).oauthRedirectStart(kit, args),
  );
}
