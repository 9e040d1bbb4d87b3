/** HD-wallet derivation for the sandbox: pure functions, no storage, no I/O. */
export type { AccountParams, PathFormat } from './accountParams.js';
export { encodeAddress } from './addresses/encodeAddress.js';
export { isAddressFormatSupported } from './addresses/isAddressFormatSupported.js';
export { UnsupportedAddressFormatError } from './addresses/unsupportedAddressFormatError.js';
export { type DerivedAccount, deriveAccount } from './deriveAccount.js';
export type { DerivedKey } from './derivedKey.js';
export { deriveKeyPair } from './deriveKeyPair.js';
export {
  type DerivedWallet,
  deriveWallet,
  type WalletOptions,
  type WalletParams,
} from './deriveWallet.js';
export { generateMnemonic } from './generateMnemonic.js';
export { InvalidDerivationPathError } from './invalidDerivationPathError.js';
export { mnemonicToSeed } from './mnemonicToSeed.js';
export { parseDerivationPath } from './parseDerivationPath.js';
