/**
 * The external-wallet part of the kit, one module so that UIs load it on demand
 * (`import()`): discovery, the EIP-1193 and wallet-standard adapters, and the login flow. An app
 * that never offers wallets never loads it.
 */

export { toChecksumAddress } from '../../protocol/toChecksumAddress.js';
export {
  type LoggedInWallet,
  type LoginWithWalletArgs,
  loginWithWallet,
  type WalletLoginResult,
} from '../actions/loginWithWallet.js';
export { createEthereumWallet, type EthereumWalletInfo } from './createEthereumWallet.js';
export { createSolanaWallet } from './createSolanaWallet.js';
export type { Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo } from './eip1193.js';
export type {
  ConnectedWallet,
  ConnectWalletOptions,
  ExternalWallet,
  WalletChain,
} from './externalWallet.js';
export { walletKeyAddress } from './walletKeyAddress.js';
export {
  findWallets,
  type WalletWindow,
  type WatchWalletsOptions,
  watchWallets,
} from './watchWallets.js';
