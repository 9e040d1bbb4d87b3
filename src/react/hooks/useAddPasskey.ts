import type { AddPasskeyArgs } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { addPasskeyMutationOptions } from '../query/addPasskeyMutationOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/** Adds a passkey to the signed-in user, named after the device: `addPasskey()` from a click. */
export function useAddPasskey(
  parameters: { mutation?: MutationParameters<{ authenticatorId: string }, AddPasskeyArgs> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(
    addPasskeyMutationOptions(kit, useKitQueryClient()),
    parameters.mutation,
  );
  return { ...mutation, addPasskey: (args: AddPasskeyArgs = {}) => mutation.mutateAsync(args) };
}
