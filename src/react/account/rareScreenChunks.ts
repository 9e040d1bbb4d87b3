import { lazyModule } from '../../core/index.js';

/**
 * The account center's screens a visit seldom opens (linking a social login or a wallet, a new
 * e-mail or phone number, where the user is signed in, signing a message): chunks of their
 * own, so the center's first chunk carries the profile and what every change shares. They load
 * while the profile shows (the browser idle), or when one of them opens.
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

export const sessionsScreenChunk = /* @__PURE__ */ lazyModule(() =>
  import('./screens/sessionsScreen.js').then((module) => module.SessionsScreen),
);

export const signMessageScreenChunk = /* @__PURE__ */ lazyModule(() =>
  import('./screens/signMessageScreen.js').then((module) => module.SignMessageScreen),
);
