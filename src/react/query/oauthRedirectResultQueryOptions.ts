import { queryOptions } from '@tanstack/react-query';
import type { KitError, LoginResult, WalletKit } from '../../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';
import { type RedirectResultArgs, resumeRedirectOnce } from './resumeRedirectOnce.js';

/**
 * Finishes a redirect-mode social login once the page is back from the provider (core
 * `resumeOAuthRedirect`: `null` when none is pending), once per kit whoever asks, the modal
 * included (resumeRedirectOnce.ts); never refetched: the pending login is used up by the first
 * run.
 */
export function oauthRedirectResultQueryOptions(kit: WalletKit, args: RedirectResultArgs = {}) {
  return queryOptions<LoginResult | null, KitError>({
    queryKey: [QUERY_KEY_ROOT, 'oauthRedirectResult', kit.options.authProxyConfigId],
    queryFn: () => resumeRedirectOnce(kit, args),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
