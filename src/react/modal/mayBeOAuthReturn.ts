import { pendingOAuthRedirect, type WalletKit } from '../../core/index.js';

/**
 * Synchronously, without a request: this page may be a provider's answer, to a redirect login
 * of this tab (`pendingOAuthRedirect`), or in a login popup (an opener, and OAuth parameters in
 * the URL: RFC 6749 section 4.1.2 `code`/`state`, OIDC's fragment `id_token`). Only then does
 * the modal load what lands the answer (oauthReturn.ts, in the flow's chunk) before it opens.
 */
export function mayBeOAuthReturn(
  kit: WalletKit,
  view: Pick<Window, 'location' | 'opener'> = window,
): boolean {
  const url = view.location.href;
  return (
    pendingOAuthRedirect(kit, url) !== null ||
    (!!view.opener && /[?#&](?:state|code|id_token|error)=/.test(url))
  );
}
