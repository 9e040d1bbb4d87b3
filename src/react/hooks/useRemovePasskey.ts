import type { RemovePasskeyArgs } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { removePasskeyMutationOptions } from '../query/removePasskeyMutationOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/** Removes one of the user's passkeys; the last login method is refused (`LAST_LOGIN_METHOD`). */
export function useRemovePasskey(
  parameters: { mutation?: MutationParameters<void, RemovePasskeyArgs> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(
    removePasskeyMutationOptions(kit, useKitQueryClient()),
    parameters.mutation,
  );
  return { ...mutation, removePasskey: (args: RemovePasskeyArgs) => mutation.mutateAsync(args) };
}
