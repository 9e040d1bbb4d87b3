import { lazyModule } from '../../core/index.js';

/**
 * The account center (its screens, words and the account actions they use): one chunk, loaded
 * when the center first opens, and fetched ahead once someone is signed in and the browser is
 * idle (`<AccountButton>`, `<AccountModal>`), so the login modal's up-front size is unchanged.
 */
export const accountCenterChunk = /* @__PURE__ */ lazyModule(() =>
  import('./accountCenter.js').then((module) => module.AccountCenter),
);
