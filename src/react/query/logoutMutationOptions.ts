import type { UseMutationOptions } from '@tanstack/react-query';
import { logout } from '../../core/actions/logout.js';
import type { KitError } from '../../core/errors/kitError.js';
import type { WalletKit } from '../../core/walletKit.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/**
 * Logout (core `logout`: ends the session here and in other tabs, deletes its key). The
 * provider drops the signed-API reads when the session store announces it.
 */
export function logoutMutationOptions(kit: WalletKit): UseMutationOptions<void, KitError, void> {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'logout'],
    mutationFn: () => logout(kit),
    networkMode: 'always',
  };
}
