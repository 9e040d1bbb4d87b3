import { lazyModule } from '../../core/index.js';

/**
 * The phone screen (the country-code list, E.164): only apps with SMS codes on show it, so it is
 * a chunk of its own, prefetched when the methods offer a phone number.
 */
export const phoneScreenChunk = /* @__PURE__ */ lazyModule(() =>
  import('./screens/phoneScreen.js').then((module) => module.PhoneScreen),
);
