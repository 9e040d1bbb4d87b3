import { lazyModule } from '../../core/index.js';

/**
 * The account center's screens a visit seldom opens (linking a social login or a wallet, a new
 * e-mail or phone number): chunks of their own, so the center's first chunk carries the profile
 * and what every change shares. They load while the profile shows (the browser idle), or when
 * one of them opens. The sessions and signing screens stay in the center's chunk: as chunks of
 * their own they made the bundler split TanStack Query's mutation code out of the app's first
 * chunk (1.5 KB gzip more up front for an app with `<AccountButton>`).
 */
export const contactScreenChunk = /* @__PURE__ */ lazyModule(() =>
  import('./screens/contactScreen.js').then((module) => module.ContactScreen),
);

export const linkSocialScreenChunk = /* @__PURE__ */ lazyModule(() =>
  import('./screens/linkSocialScreen.js').then((module) => module.LinkSocialScreen),
);

export const linkWalletScreenChunk = /* @__PURE__ */ lazyModule(() =>
  import('./screens/linkWalletScreen.js').then((module) => module.LinkWalletScreen),
);
