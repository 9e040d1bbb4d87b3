import type { UseMutationOptions } from '@tanstack/react-query';
import { type KitError, logout, type WalletKit } from '../../core/index.js';
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
