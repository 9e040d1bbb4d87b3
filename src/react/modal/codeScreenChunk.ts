import { lazyChunk } from './lazyChunk.js';

/**
 * The code screen (the boxes, paste, the resend cooldown): needed only once a code is on its way,
 * so it is prefetched when the e-mail or phone screen shows, while the user types.
 */
export const codeScreenChunk = lazyChunk(() =>
  import('./screens/codeScreen.js').then((module) => module.CodeScreen),
);
