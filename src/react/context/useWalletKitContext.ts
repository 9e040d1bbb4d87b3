import { useContext } from 'react';
import { KitError } from '../../core/index.js';
import { WalletKitContext, type WalletKitContextValue } from './walletKitContext.js';

/** The provider's context; a clear error when a hook is used outside `<WalletKitProvider>`. */
export function useWalletKitContext(): WalletKitContextValue {
  const value = useContext(WalletKitContext);
  if (!value) {
    throw new KitError(
      'FAILED_PRECONDITION',
      'embedded-wallet-kit hooks must be used inside <WalletKitProvider>',
    );
  }
  return value;
}
