import { parseJson } from '../../protocol/encoding.js';
import { KitError } from '../errors/kitError.js';
import type { LoginResult } from '../login/loginResult.js';
import { loadOAuthCeremonies } from '../oauth/loadOAuthCeremonies.js';
import {
  OAUTH_PENDING_KEY,
  OAUTH_RESULT_KEY,
  type OAuthRedirectResult,
  readOAuthRedirect,
} from '../oauth/oauthMessages.js';
import type { PendingOAuth } from '../oauth/prepareOAuth.js';
import { deviceNow } from '../platform/createServiceClock.js';
import type { WalletKit } from '../walletKit.js';
import { loginWithOidcToken } from './loginWithOidcToken.js';

export interface ResumeOAuthRedirectArgs {
  /**
   * Read the provider's answer from this URL when none is stored (the app page is the redirect
   * page).
   */
  url?: string;
  signal?: AbortSignal;
  /** A pending login older than this is dropped. Default 10 minutes. */
  maxAgeMs?: number;
}

/**
 * Finishes a redirect-mode OAuth login after the page reloads: answers `null` when none is
 * pending. The pending record and the answer are used once and removed first, whatever happens,
 * so a reload cannot replay them.
 */
export function resumeOAuthRedirect(
  kit: WalletKit,
  args: ResumeOAuthRedirectArgs = {},
): Promise<LoginResult | null> {
  const { signal } = args;
  const pendingRaw = kit.pendingStorage.getItem(OAUTH_PENDING_KEY);
  if (!pendingRaw) return Promise.resolve(null);
  const stored = kit.pendingStorage.getItem(OAUTH_RESULT_KEY);
  const result = stored
    ? (parseJson(stored) as OAuthRedirectResult | undefined)
    : args.url
      ? readOAuthRedirect(args.url)
      : undefined;
  if (!result) return Promise.resolve(null);
  kit.pendingStorage.removeItem(OAUTH_PENDING_KEY);
  kit.pendingStorage.removeItem(OAUTH_RESULT_KEY);
  const pending = parseJson(pendingRaw) as PendingOAuth | undefined;
  return kit.ceremony.run('oauth', signal, async () => {
    if (!pending?.publicKey || !pending.state) {
      throw new KitError('STATE_MISMATCH', 'the pending OAuth login is unreadable');
    }
    try {
      if (deviceNow(kit.clock) - pending.createdAt > (args.maxAgeMs ?? 10 * 60_000)) {
        throw new KitError('SESSION_EXPIRED', 'the OAuth login took too long; start again');
      }
      const key = await kit.keys.get(pending.publicKey);
      if (!key) throw new KitError('SESSION_MISSING', 'the login key of this OAuth login is gone');
      const { oidcTokenFromResult } = await loadOAuthCeremonies();
      const oidcToken = await oidcTokenFromResult(kit, pending, result, signal);
      return await loginWithOidcToken(kit, {
        provider: pending.provider,
        oidcToken,
        key,
        signup: pending.signup,
        signal,
      });
    } catch (error) {
      await kit.keys.delete(pending.publicKey).catch(() => {});
      throw error;
    }
  });
}
