import type { UseMutationOptions } from '@tanstack/react-query';
import {
  type KitError,
  type LoginWithWalletArgs,
  loadWallets,
  type WalletKit,
  type WalletLoginResult,
} from '../../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** External-wallet login or signup (core `loginWithWallet`, loaded on demand). */
export function walletLoginMutationOptions(
  kit: WalletKit,
): UseMutationOptions<WalletLoginResult, KitError, LoginWithWalletArgs> {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'walletLogin'],
    mutationFn: async (args) => (await loadWallets()).loginWithWallet(kit, args),
    networkMode: 'always',
  };
}
