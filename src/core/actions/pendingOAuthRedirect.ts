import { parseJson } from '../../protocol/encoding.js';
import { OAUTH_PENDING_KEY, OAUTH_RESULT_KEY, readOAuthRedirect } from '../oauth/oauthMessages.js';
import type { OAuthProviderName } from '../oauth/oauthProviders.js';
import type { WalletKit } from '../walletKit.js';

/**
 * Whether a redirect-mode OAuth login waits for `resumeOAuthRedirect` on this page: the provider
 * it went to, when this tab started one (`startOAuthRedirect`) and the provider's answer is
 * here (kept by `completeOAuthRedirect`, or in `url` when this page is the redirect page);
 * otherwise `null`. Synchronous and without a request, so a UI can show "finishing sign-in"
 * from its first paint (the modal does) before it resumes the login.
 */
export function pendingOAuthRedirect(
  kit: WalletKit,
  url?: string,
): { provider: OAuthProviderName } | null {
  const raw = kit.pendingStorage.getItem(OAUTH_PENDING_KEY);
  if (!raw) return null;
  const answered =
    kit.pendingStorage.getItem(OAUTH_RESULT_KEY) !== null ||
    (url !== undefined && readOAuthRedirect(url) !== undefined);
  const provider = (parseJson(raw) as { provider?: unknown } | undefined)?.provider;
  return answered && typeof provider === 'string'
    ? { provider: provider as OAuthProviderName }
    : null;
}
