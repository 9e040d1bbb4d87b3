/**
 * How the modal runs a social login (`ui.oauthMode`): `popup`, `redirect`, or `auto` (the
 * default): a full-page redirect where popups fail, phones and small screens (a popup there is a
 * new tab the user may lose, or is blocked outright), a popup elsewhere (the page stays as it
 * is). Redirect needs a page of this app to come back to: the kit's `oauth.redirectUrl` on the
 * page's own origin, whose modal (authModal.tsx) or `completeOAuthRedirect()` finishes the login
 * (the proxy configuration's URL may be a page that completes popups only, as the sandbox's
 * default is). Without one, `auto` stays with the popup. Read at click time, never at
 * import (SSR).
 */
export function oauthModeOf(
  setting: 'popup' | 'redirect' | 'auto' | undefined,
  redirectUrl: string | undefined,
  view: Pick<Window, 'location' | 'navigator' | 'matchMedia'> | undefined = globalThis.window,
): 'popup' | 'redirect' {
  if (setting === 'popup' || setting === 'redirect') return setting;
  return canRedirect(redirectUrl, view) && smallOrMobile(view) ? 'redirect' : 'popup';
}

/** A redirect login can come back to this app: its redirect URL is on the page's origin. */
export function canRedirect(
  redirectUrl: string | undefined,
  view: Pick<Window, 'location'> | undefined = globalThis.window,
): boolean {
  if (!redirectUrl || !view) return false;
  try {
    return new URL(redirectUrl).origin === view.location.origin;
  } catch {
    return false;
  }
}

/**
 * A phone or tablet browser (User-Agent Client Hints, else the user-agent string), or a narrow
 * window.
 */
function smallOrMobile(view: Pick<Window, 'navigator' | 'matchMedia'> | undefined): boolean {
  if (!view) return false;
  const nav = view.navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return (
    nav.userAgentData?.mobile === true ||
    /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent) ||
    view.matchMedia?.('(max-width: 640px)').matches === true
  );
}
