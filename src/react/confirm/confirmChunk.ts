import { lazyModule } from '../../core/index.js';

/** The confirmation dialog: a chunk of its own, loaded at the first signature an app asks for. */
export const confirmChunk = lazyModule(() => import('./confirmDialog.js'));
