import type { WalletKitUiOptions } from '../context/walletKitProviderConfig.js';

/** The page's main heading, else its main region, else its first heading. */
const MAIN = ['main h1, [role="main"] h1', 'main, [role="main"]', 'h1'];

const usable = (element: Element | null | undefined): element is HTMLElement =>
  !!element &&
  typeof (element as HTMLElement).focus === 'function' &&
  element.isConnected &&
  !(element as HTMLButtonElement).disabled &&
  !element.closest('[inert]') &&
  // Shown (CSS `display`, `visibility`, `content-visibility`), where the browser can say.
  (element as Element & { checkVisibility?: () => boolean }).checkVisibility?.() !== false;

const pick = (doc: Document, target: WalletKitUiOptions['focusAfterLogin']) =>
  typeof target === 'function' ? target() : target ? doc.querySelector(target) : undefined;

/**
 * Moves the focus where it belongs once the modal has closed (WAI-ARIA APG "Dialog (Modal)":
 * back to the element that opened it, unless it is gone or does not make sense any more):
 * - after a login, never back to the opener, which may now log out on the next Enter (the
 *   login button turns into "Log out"); to the app's `ui.focusAfterLogin`, else the page's main
 *   heading (a screen reader reads out the signed-in page, and Tab goes on from there);
 * - otherwise (cancelled) to the opener, or to the main heading when the opener has gone;
 * never to `<body>`. An element that cannot take the focus gets `tabindex="-1"` until it
 * loses it.
 */
export function returnFocus(
  doc: Document,
  how: {
    opener: unknown;
    loggedIn: boolean;
    focusAfterLogin?: WalletKitUiOptions['focusAfterLogin'];
  },
): void {
  const chosen = how.loggedIn ? pick(doc, how.focusAfterLogin) : undefined;
  const opener = how.loggedIn ? undefined : (how.opener as Element | null);
  const target = [chosen, opener, ...MAIN.map((s) => doc.querySelector(s))].find(usable);
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
}
