import { isKitError } from '../../core/index.js';
import type { WalletKitCallbacks } from './walletKitProviderConfig.js';

/** Hands a failure to the app's `onError`, except the user cancelling, which is no failure. */
export function reportError(callbacks: WalletKitCallbacks, error: unknown): void {
  if (!isKitError(error, 'USER_CANCELLED')) callbacks.onError?.(error);
}
