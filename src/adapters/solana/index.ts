/**
 * `embedded-wallet-kit/solana`: the embedded Solana account as a `@solana/kit` signer and as a
 * Wallet Standard wallet. `@solana/kit` is an optional peer of the kit: only apps that import
 * this entry need it.
 */
export {
  createSolanaSigner,
  type EmbeddedSolanaSigner,
  type SolanaSignerOptions,
  toSolanaSigner,
} from './createSolanaSigner.js';
export {
  createSolanaWallet,
  registerWallet,
  type SolanaWalletOptions,
} from './createSolanaWallet.js';
