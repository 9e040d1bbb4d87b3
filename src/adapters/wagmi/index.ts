/**
 * `embedded-wallet-kit/wagmi`: a wagmi connector for the embedded Ethereum account. wagmi
 * (`@wagmi/core`) and viem are optional peers of the kit: only apps that import this entry need
 * them.
 */
export { type EmbeddedWalletParameters, embeddedWallet } from './embeddedWallet.js';
