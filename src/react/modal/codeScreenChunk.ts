import { lazyModule } from '../../core/index.js';

/**
 * The code screen (the boxes, paste, the resend cooldown): needed only once a code is on its way,
 * so it is prefetched when the e-mail or phone screen shows, while the user types.
 */
export const codeScreenChunk = /* @__PURE__ */ lazyModule(() =>
  import('./screens/codeScreen.js').then((module) => module.CodeScreen),
);
