import {
  OAUTH_MESSAGE_TYPE,
  OAUTH_PENDING_KEY,
  OAUTH_RESULT_KEY,
  readOAuthRedirect,
} from '../oauth/oauthMessages.js';
import { browserStorage } from '../platform/browserGlobals.js';
import type { StorageLike } from '../platform/storageLike.js';

export interface CompleteOAuthRedirectOptions {
  /** Default `location.href`. */
  url?: string;
  /** Default `window.opener`. */
  opener?: { postMessage(message: unknown, targetOrigin: string): void; closed?: boolean } | null;
  /** Default `sessionStorage`. */
  storage?: StorageLike;
  /** Closes the popup. Default `window.close()`. */
  close?: () => void;
  /** Goes back to the app after a redirect login. Default `location.replace`. */
  navigate?: (url: string) => void;
  /**
   * Takes the answer out of the address bar when the redirect page is the page to go back to.
   * Default `history.replaceState`.
   */
  replaceUrl?: (url: string) => void;
}

/** The OAuth answer's parameters (see `readOAuthRedirect`), which must not stay in a URL. */
const ANSWER_PARAMS = ['state', 'code', 'id_token', 'error', 'error_description'];

const withoutAnswer = (url: string): string => {
  const parsed = new URL(url);
  for (const name of ANSWER_PARAMS) parsed.searchParams.delete(name);
  parsed.hash = '';
  return parsed.toString();
};

/**
 * For the page at `oauthRedirectUrl` (same origin as the app). Popup mode: posts the provider's
 * answer to the opener, addressed to this origin only (so no other site can read it), and closes
 * the popup; the opener accepts only messages from this origin and this popup. Redirect mode
 * (no opener): keeps the answer in `sessionStorage` for `resumeOAuthRedirect` and returns to the
 * page the login started from (or, on that very page, takes the answer out of its URL). Answers
 * what it did.
 */
export function completeOAuthRedirect(
  options: CompleteOAuthRedirectOptions = {},
): 'popup' | 'redirect' | 'none' {
  const url = options.url ?? globalThis.location.href;
  const result = readOAuthRedirect(url);
  if (!result) return 'none';
  const opener =
    options.opener !== undefined
      ? options.opener
      : ((globalThis as { opener?: CompleteOAuthRedirectOptions['opener'] }).opener ?? null);
  if (opener && !opener.closed) {
    opener.postMessage({ type: OAUTH_MESSAGE_TYPE, result }, new URL(url).origin);
    (options.close ?? (() => globalThis.close()))();
    return 'popup';
  }
  const storage = options.storage ?? browserStorage('sessionStorage');
  if (!storage) return 'none';
  storage.setItem(OAUTH_RESULT_KEY, JSON.stringify(result));
  const pending = storage.getItem(OAUTH_PENDING_KEY);
  const returnTo = pending ? (JSON.parse(pending) as { returnTo?: unknown }).returnTo : undefined;
  if (typeof returnTo === 'string' && returnTo.split('#')[0] !== url.split('#')[0]) {
    (options.navigate ?? ((to: string) => globalThis.location.replace(to)))(returnTo);
  } else {
    // The page stays (it is the one to go back to): the answer (an id_token in the fragment)
    // leaves the address bar and the history, as the sandbox's own redirect page does.
    const clean = typeof returnTo === 'string' ? returnTo : withoutAnswer(url);
    (options.replaceUrl ?? ((to: string) => globalThis.history.replaceState(null, '', to)))(clean);
  }
  return 'redirect';
}
