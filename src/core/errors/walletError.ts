import { KitError } from './kitError.js';

export type WalletErrorCode =
  | 'USER_CANCELLED'
  | 'WALLET_NOT_FOUND'
  | 'WALLET_UNSUPPORTED'
  | 'WALLET_FAILED'
  | 'WALLET_ACCOUNT_SHARED'
  | 'WALLET_ACCOUNT_IN_USE';

/**
 * An external wallet (EIP-1193 provider or wallet-standard wallet) failed. A rejected request
 * (EIP-1193 error 4001, a wallet-standard rejection) is `USER_CANCELLED`, so the UI can offer to
 * try again without showing an error; `details.providerCode` keeps the wallet's own code.
 */
export class WalletError extends KitError<WalletErrorCode> {
  override name = 'WalletError';
}
