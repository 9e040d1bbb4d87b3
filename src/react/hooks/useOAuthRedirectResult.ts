import { useQuery } from '@tanstack/react-query';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { oauthRedirectResultQueryOptions } from '../query/oauthRedirectResultQueryOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';

/**
 * For apps using redirect-mode social login (`ui.oauthMode: 'redirect'`, or
 * `useOAuth().redirect()`): call once on the page the provider returns to. `data` is the
 * login, or `null` when no redirect login was pending. `url`: the page's URL when it is itself
 * the OAuth redirect page (default: the answer `completeOAuthRedirect` stored).
 */
export function useOAuthRedirectResult(parameters: { url?: string } = {}) {
  const { kit, report } = useWalletKitContext();
  return useQuery(
    oauthRedirectResultQueryOptions(kit, {
      ...parameters,
      onLogin: report.login,
      onError: report.error,
    }),
    useKitQueryClient(),
  );
}
