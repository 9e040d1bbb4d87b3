import type { WalletKit } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';

/** The provider's kit, for calling core actions directly (`verifyOtp(kit, ...)`). */
export function useWalletKit(): WalletKit {
  return useWalletKitContext().kit;
}
