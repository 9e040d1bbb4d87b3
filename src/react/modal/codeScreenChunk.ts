import { lazyModule } from '../../core/index.js';

/**
 * The code screen (the boxes, paste, the resend cooldown) for the account center, which needs it
 * only to verify a new e-mail or phone. The login flow has it in its own chunk: its first screen
 * asks for the address the code goes to.
 */
export const codeScreenChunk = /* @__PURE__ */ lazyModule(() =>
  import('./screens/codeScreen.js').then((module) => module.CodeScreen),
);
