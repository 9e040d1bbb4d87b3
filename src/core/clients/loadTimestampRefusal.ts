import { lazyModule } from '../platform/lazyModule.js';

/**
 * What a request refused for its time does (`timestampRefusal.ts`), loaded only then: a device
 * whose clock is right never needs it, so it stays out of every app's first load.
 */
const refusal = /* @__PURE__ */ lazyModule(() => import('./timestampRefusal.js'));

export const loadTimestampRefusal = () => refusal.load();
