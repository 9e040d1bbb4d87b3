import { lazyModule } from '../../core/index.js';

/**
 * The wallet screen: the screen, its words and the wallet hook (the wallet code proper,
 * `core/wallets`, is a further chunk the screen loads when it opens), so an app whose users never
 * pick a wallet does not download it. Prefetched when the methods offer a wallet.
 */
export const walletPanelChunk = /* @__PURE__ */ lazyModule(() =>
  import('./wallets/walletPanel.js').then((module) => module.WalletPanel),
);
