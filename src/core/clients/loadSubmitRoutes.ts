import { KitError } from '../errors/kitError.js';
import { lazyModule } from '../platform/lazyModule.js';
import type { SubmitRoute } from './submitRoutes.js';

export type { SubmitRoute };

const routes = /* @__PURE__ */ lazyModule(
  () => import('./submitRoutes.js').then((module) => module.submitRoutes),
  (cause) => new KitError('NETWORK_ERROR', 'the submit routes could not be loaded', { cause }),
);

/**
 * Each submit's activity type, result key, app-proofs flag and the reads it changes
 * (submitRoutes.ts, generated from the operation table), loaded on first use: about 0.7 KB gzip
 * that the core app's 15 KB up front has no room for. A kit starts loading it when created.
 */
export const loadSubmitRoutes = () => routes.load();
