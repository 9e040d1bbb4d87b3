import { lazyModule } from '../../core/index.js';

/**
 * What a failure says and offers (describeFailure.ts, with its words): needed only once a wait
 * fails, so it is loaded then, and kept out of the modal's up-front bundle.
 */
export const describeFailureChunk = /* @__PURE__ */ lazyModule(() =>
  import('./describeFailure.js').then((module) => module.describeFailure),
);
