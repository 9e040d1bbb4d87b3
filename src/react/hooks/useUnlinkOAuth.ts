import type { UnlinkOAuthArgs } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { unlinkOAuthMutationOptions } from '../query/oauthLinkMutationOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/** Unlinks a social login (`delete_oauth_providers`), never the last login method. */
export function useUnlinkOAuth(
  parameters: { mutation?: MutationParameters<void, UnlinkOAuthArgs> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(
    unlinkOAuthMutationOptions(kit, useKitQueryClient()),
    parameters.mutation,
  );
  return { ...mutation, unlinkOAuth: (args: UnlinkOAuthArgs) => mutation.mutateAsync(args) };
}
