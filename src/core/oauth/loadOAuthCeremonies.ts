import { KitError } from '../errors/kitError.js';
import { lazyModule } from '../platform/lazyModule.js';

export type OAuthCeremoniesModule = typeof import('./oauthCeremonies.js');

const ceremonies = /* @__PURE__ */ lazyModule(
  () => import('./oauthCeremonies.js'),
  (cause) => new KitError('NETWORK_ERROR', 'the social login code could not be loaded', { cause }),
);

/**
 * The OAuth ceremonies, loaded on first use (as the passkey ones are, loadPasskeyCeremonies.ts):
 * the popup login opens its popup inside the click first, then waits for this chunk, which a UI
 * offering social logins has prefetched (`preloadOAuth`).
 */
export const loadOAuthCeremonies = (): Promise<OAuthCeremoniesModule> => ceremonies.load();

/** Fetches the OAuth chunk ahead of a click; a failure is left for the login to report. */
export function preloadOAuth(): Promise<void> {
  return loadOAuthCeremonies().then(() => undefined);
}
