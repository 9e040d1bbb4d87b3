import type { QueryClient } from '@tanstack/react-query';
import { type AddPasskeyArgs, addPasskey, type WalletKit } from '../../core/index.js';
import { accountMutationOptions, USER_READS } from './accountMutationOptions.js';

/** Adds a passkey to the signed-in user (core `addPasskey`: `create_authenticators`). */
export const addPasskeyMutationOptions = (kit: WalletKit, queryClient: QueryClient) =>
  accountMutationOptions('addPasskey', (args: AddPasskeyArgs) => addPasskey(kit, args), {
    queryClient,
    reads: USER_READS,
  });
