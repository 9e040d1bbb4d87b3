/** HD-wallet derivation for the sandbox: pure functions, no storage, no I/O. */
export type { AccountParams, PathFormat } from './accountParams.js';
export { type DerivedAccount, deriveAccount } from './deriveAccount.js';
export type { DerivedKey } from './derivedKey.js';
export { deriveKeyPair } from './deriveKeyPair.js';
export {
  type DerivedWallet,
  deriveWallet,
  type WalletOptions,
  type WalletParams,
} from './deriveWallet.js';
export { encodeAddress } from './encodeAddress.js';
export { generateMnemonic } from './generateMnemonic.js';
export { InvalidDerivationPathError } from './invalidDerivationPathError.js';
export { isAddressFormatSupported } from './isAddressFormatSupported.js';
export { mnemonicToSeed } from './mnemonicToSeed.js';
export { parseDerivationPath } from './parseDerivationPath.js';
export { UnsupportedAddressFormatError } from './unsupportedAddressFormatError.js';
