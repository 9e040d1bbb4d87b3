import { lazyModule } from '../../core/index.js';

/**
 * The first screen's marks (providers, passkey, wallet): a chunk of its own, fetched with
 * `wallet_kit_config` while the visitor is signed out, so the modal opens with them.
 */
export const marksChunk = /* @__PURE__ */ lazyModule(() =>
  import('./marks/mark.js').then((module) => module.Mark),
);
