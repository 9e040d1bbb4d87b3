import { loadPasskeyCeremonies } from './loadPasskeyCeremonies.js';

/**
 * Fetches the passkey chunk (the ceremonies and the WebAuthn calls) ahead of a click: a
 * UI that offers passkeys calls it once they are on screen, so the browser's prompt opens while
 * the click's user activation is fresh rather than after a download. A failure is left for the
 * passkey login itself to report (it loads the chunk again).
 */
export function preloadPasskeys(): Promise<void> {
  return loadPasskeyCeremonies().then(() => undefined);
}
