import { queryOptions } from '@tanstack/react-query';
import {
  type KitError,
  type LoginResult,
  resumeOAuthRedirect,
  type WalletKit,
} from '../../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/**
 * Finishes a redirect-mode social login once the page is back from the provider (core
 * `resumeOAuthRedirect`: `null` when none is pending). A query, so that it runs once per page
 * however many components ask (and twice under StrictMode is still once); never refetched: the
 * pending login is used up by the first run. No abort signal: leaving the component must not
 * cancel a login the provider already granted.
 */
export function oauthRedirectResultQueryOptions(
  kit: WalletKit,
  args: {
    url?: string;
    onLogin?: (result: LoginResult) => void;
    onError?: (error: unknown) => void;
  } = {},
) {
  return queryOptions<LoginResult | null, KitError>({
    queryKey: [QUERY_KEY_ROOT, 'oauthRedirectResult', kit.options.authProxyConfigId],
    queryFn: async () => {
      try {
        const result = await resumeOAuthRedirect(kit, args.url ? { url: args.url } : {});
        if (result) args.onLogin?.(result);
        return result;
      } catch (error) {
        args.onError?.(error);
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
