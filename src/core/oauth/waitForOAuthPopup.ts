import { KitError } from '../errors/kitError.js';
import { cancelled } from '../login/ceremonyGuard.js';
import type { WalletKit } from '../walletKit.js';
import { OAUTH_MESSAGE_TYPE, type OAuthRedirectResult } from './oauthMessages.js';
import type { OAuthPopup } from './oauthPorts.js';

/** How often the popup is checked for having been closed by the user. */
const POLL_MS = 400;

/**
 * Waits for the redirect page in the popup to post the provider's answer. Only a message from
 * the redirect URL's origin and from this popup is accepted (HTML "Cross-document messaging",
 * security: check `origin` and `source`). A popup the user closed is `USER_CANCELLED`, seen on
 * two polls in a row so that a popup that posted and closed itself is not mistaken for one.
 */
export function waitForOAuthPopup(
  kit: WalletKit,
  popup: OAuthPopup,
  expectedOrigin: string,
  signal?: AbortSignal,
): Promise<OAuthRedirectResult> {
  return new Promise((resolve, reject) => {
    let timer: unknown;
    let closedOnce = false;
    const done = () => {
      stopListening();
      kit.clock.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const stopListening = kit.oauthPopup.onMessage((event) => {
      if (event.origin !== expectedOrigin) return;
      if (popup.source !== undefined && event.source !== popup.source) return;
      const data = event.data as { type?: unknown; result?: unknown } | null;
      if (data?.type !== OAUTH_MESSAGE_TYPE || typeof data.result !== 'object' || !data.result) {
        return;
      }
      done();
      resolve(data.result as OAuthRedirectResult);
    });
    const poll = () => {
      if (popup.closed) {
        if (closedOnce) {
          done();
          reject(cancelled());
          return;
        }
        closedOnce = true;
      }
      timer = kit.clock.setTimeout(poll, POLL_MS);
    };
    const onAbort = () => {
      done();
      reject(cancelled(signal?.reason));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
    else poll();
  }).catch((error: unknown) => {
    throw error instanceof KitError ? error : cancelled(error);
  }) as Promise<OAuthRedirectResult>;
}
