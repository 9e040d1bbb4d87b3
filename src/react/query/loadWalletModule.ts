/**
 * The kit's external-wallet module, loaded on first use (`import()`: a chunk of its own, with
 * the secp256k1, keccak and wallet-standard code), so an app that never offers wallets never
 * downloads it.
 */
export const loadWalletModule = () => import('../../core/wallets/index.js');
