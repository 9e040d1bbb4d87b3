import { lazyModule } from '../platform/lazyModule.js';

/**
 * HPKE (`hpkeBaseMode.ts`), loaded on first use with a dynamic import: only OTP verification,
 * export and import need it, so bundlers split it into a chunk of its own and the core entry
 * stays under its budget. `initOtp` preloads it while the user types the code.
 */
const hpke = /* @__PURE__ */ lazyModule(() => import('./hpkeBaseMode.js'));

export const loadHpke = () => hpke.load();
