import { lazyModule } from './platform/lazyModule.js';

/** The external-wallet module: discovery, the Ethereum and Solana wallets, `loginWithWallet`. */
export type WalletsModule = typeof import('./wallets/index.js');

const wallets = /* @__PURE__ */ lazyModule(() => import('./wallets/index.js'));

/**
 * The external-wallet code (secp256k1, keccak, wallet-standard), loaded on first use with a
 * dynamic import: a chunk of its own that an app whose users never pick a wallet never
 * downloads. Loaded once; a failed load is tried again by the next call.
 */
export const loadWallets = (): Promise<WalletsModule> => wallets.load();
