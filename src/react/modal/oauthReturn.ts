import { completeOAuthRedirect, pendingOAuthRedirect, type WalletKit } from '../../core/index.js';

/** Two URLs name the same page (origin and path; the query and fragment carry the answer). */
const samePage = (a: string, b: string): boolean => {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    return x.origin === y.origin && x.pathname === y.pathname;
  } catch {
    return false;
  }
};

/**
 * What a page with the modal does when an OAuth provider sends the browser to it (the app's
 * redirect URL is one of its pages), so that an app needs no page of its own for it:
 * - in this tab, after `startOAuthRedirect` (a redirect login): keep the answer and go back to
 *   the page the login started from, or stay if it is this one (`completeOAuthRedirect`);
 *   answers true when the login waits here, for the modal to open and finish it;
 * - in the login popup, when this page is the redirect URL: hand the answer to the window that
 *   opened it, addressed to this origin only, and close.
 * Any other page load changes nothing (its own query parameters are left alone).
 */
export async function landOAuthReturn(
  kit: WalletKit,
  view: Pick<Window, 'location' | 'opener'> = window,
): Promise<boolean> {
  const url = view.location.href;
  if (pendingOAuthRedirect(kit, url)) {
    let leaving = false;
    completeOAuthRedirect({
      url,
      opener: null,
      navigate: (to) => {
        leaving = true;
        view.location.replace(to);
      },
    });
    return !leaving && pendingOAuthRedirect(kit) !== null;
  }
  if (!view.opener) return false;
  const redirectUrl =
    kit.options.oauth.redirectUrl ??
    (await kit.remoteConfig().catch(() => undefined))?.oauthRedirectUrl;
  if (redirectUrl && samePage(url, redirectUrl)) completeOAuthRedirect({ url });
  return false;
}
