import type { QueryClient } from '@tanstack/react-query';
import { type RemovePasskeyArgs, removePasskey, type WalletKit } from '../../core/index.js';
import { accountMutationOptions, USER_READS } from './accountMutationOptions.js';

/** Removes a passkey, never the last login method (core `removePasskey`). */
export const removePasskeyMutationOptions = (kit: WalletKit, queryClient: QueryClient) =>
  accountMutationOptions('removePasskey', (args: RemovePasskeyArgs) => removePasskey(kit, args), {
    queryClient,
    reads: USER_READS,
  });
