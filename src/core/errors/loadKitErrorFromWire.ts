import { lazyModule } from '../platform/lazyModule.js';

/**
 * The mapping of an error answer to a `KitError` (`kitErrorFromWire.ts`), loaded only when the
 * service answers with an error: a login that succeeds never needs it, so it stays out of every
 * app's first load. A failed load is the loader's own error; the transport turns it into a
 * typed one.
 */
const mapping = /* @__PURE__ */ lazyModule(() => import('./kitErrorFromWire.js'));

export const loadKitErrorFromWire = () => mapping.load();
