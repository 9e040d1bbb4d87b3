import { lazyModule } from '../../core/index.js';

/**
 * The screen a passkey login leads to when it found no passkey (offering to create one): a chunk
 * of its own, fetched when a passkey login starts (the browser's prompt leaves it time to arrive).
 */
export const passkeyPanelChunk = /* @__PURE__ */ lazyModule(() =>
  import('./passkey/passkeyPanel.js').then((module) => module.PasskeyPanel),
);
