import type { UseMutationOptions } from '@tanstack/react-query';
import type { LoginWithWalletArgs, WalletLoginResult } from '../../core/actions/loginWithWallet.js';
import type { KitError } from '../../core/errors/kitError.js';
import type { WalletKit } from '../../core/walletKit.js';
import { loadWalletModule } from './loadWalletModule.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** External-wallet login or signup (core `loginWithWallet`, loaded on demand). */
export function walletLoginMutationOptions(
  kit: WalletKit,
): UseMutationOptions<WalletLoginResult, KitError, LoginWithWalletArgs> {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'walletLogin'],
    mutationFn: async (args) => (await loadWalletModule()).loginWithWallet(kit, args),
    networkMode: 'always',
  };
}
