import { lazyModule } from '../../core/index.js';

/**
 * The login flow's chunk (authFlow.tsx: the modal's screens, their flow, and what lands an OAuth
 * provider's answer): fetched with `wallet_kit_config` while a visitor is signed out, so the
 * page's first load carries only the dialog's shell and the modal still opens on its methods at
 * once.
 */
export const authFlowChunk = /* @__PURE__ */ lazyModule(() => import('./authFlow.js'));
