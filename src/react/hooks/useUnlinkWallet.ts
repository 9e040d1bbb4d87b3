import type { UnlinkWalletArgs } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { unlinkWalletMutationOptions } from '../query/walletLinkMutationOptions.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/** Unlinks an external wallet (`delete_api_keys` of its key), never the last login method. */
export function useUnlinkWallet(
  parameters: { mutation?: MutationParameters<void, UnlinkWalletArgs> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(
    unlinkWalletMutationOptions(kit, useKitQueryClient()),
    parameters.mutation,
  );
  return { ...mutation, unlinkWallet: (args: UnlinkWalletArgs) => mutation.mutateAsync(args) };
}
