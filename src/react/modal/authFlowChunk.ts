import { lazyModule } from '../../core/index.js';

/**
 * The login modal's screens and their flow (authFlow.tsx and all it pulls in): a chunk of its
 * own, fetched with `wallet_kit_config` while a visitor is signed out, so the page's first load
 * carries only the dialog's shell and the modal still opens on its methods at once.
 */
export const authFlowChunk = /* @__PURE__ */ lazyModule(() =>
  import('./authFlow.js').then((module) => module.AuthFlow),
);
