import { lazyModule } from '../../core/index.js';

/**
 * The phone field (the country table and its search, E.164, the number's grouping): only apps
 * with SMS codes on show it, so it is a chunk of its own, prefetched when the methods offer a
 * phone number.
 */
export const phoneFieldChunk = /* @__PURE__ */ lazyModule(() =>
  import('./phone/phoneField.js').then((module) => module.PhoneField),
);
