import { lazyModule, pendingOAuthRedirect, type WalletKit } from '../../core/index.js';

/**
 * The code that lands a provider's answer (oauthReturn.ts): needed only on a page the provider
 * sent the browser back to, so it is loaded then (`mayBeOAuthReturn`), and kept out of the
 * modal's up-front bundle.
 */
export const oauthReturnChunk = /* @__PURE__ */ lazyModule(() => import('./oauthReturn.js'));

/**
 * Synchronously, without a request: this page may be a provider's answer, to a redirect login
 * of this tab (`pendingOAuthRedirect`), or in a login popup (an opener, and OAuth parameters in
 * the URL: RFC 6749 section 4.1.2 `code`/`state`, OIDC's fragment `id_token`).
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
