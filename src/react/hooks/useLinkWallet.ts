import type { LinkedWallet, LinkWalletArgs, WatchWalletsOptions } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { linkWalletMutationOptions } from '../query/walletLinkMutationOptions.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';
import { useWalletDiscovery } from './useWalletDiscovery.js';

/**
 * Links an external wallet to the signed-in user as a login method: `wallets` installed in this
 * browser (as `useWalletLogin` finds them) and `linkWallet({ wallet })` (`create_api_keys`). A
 * wallet another account holds is refused (`ALREADY_EXISTS`). Mind the shared-account rule: a
 * wallet logs in only to an account nothing else opens, unless the app allows it
 * (`walletLogin.dangerouslyAllowSharedAccount`).
 */
export function useLinkWallet(
  parameters: {
    enabled?: boolean;
    discovery?: WatchWalletsOptions;
    mutation?: MutationParameters<LinkedWallet, LinkWalletArgs>;
  } = {},
) {
  const { kit } = useWalletKitContext();
  const discovered = useWalletDiscovery({
    enabled: parameters.enabled ?? true,
    discovery: parameters.discovery,
  });
  const mutation = useKitMutation(
    linkWalletMutationOptions(kit, useKitQueryClient()),
    parameters.mutation,
  );
  return {
    ...mutation,
    ...discovered,
    linkWallet: (args: LinkWalletArgs) => mutation.mutateAsync(args),
  };
}
