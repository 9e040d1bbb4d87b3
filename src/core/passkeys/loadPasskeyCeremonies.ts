import { KitError } from '../errors/kitError.js';
import { lazyModule } from '../platform/lazyModule.js';

export type PasskeyCeremoniesModule = typeof import('./passkeyCeremonies.js');

const ceremonies = /* @__PURE__ */ lazyModule(
  () => import('./passkeyCeremonies.js'),
  (cause) => new KitError('NETWORK_ERROR', 'the passkey code could not be loaded', { cause }),
);

/**
 * The passkey ceremonies (`passkeySignup`, `passkeyLogin` and the passkey stamper they use),
 * loaded on first use: only a user who picks a passkey runs them, so they stay out of the
 * up-front bundle. One `import()` for both, and the default WebAuthn port (`browserWebAuthn`)
 * takes its browser calls from the same module, so the ceremonies, the stamper and the WebAuthn
 * code are one chunk and one fetch. The modal calls this when its methods screen offers a
 * passkey, so a click does not wait for the network (and the browser prompt opens while the
 * click's user activation is still fresh).
 *
 * The only static imports are `KitError` and `lazyModule`, which the page's entry holds anyway.
 */
export const loadPasskeyCeremonies = (): Promise<PasskeyCeremoniesModule> => ceremonies.load();
