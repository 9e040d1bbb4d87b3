import { type LinkOAuthWithPopupArgs, linkOAuthWithPopup } from '../../core/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { adoptStarted } from '../query/adoptStarted.js';
import {
  type LinkOAuthVariables,
  linkOAuthMutationOptions,
} from '../query/oauthLinkMutationOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

/**
 * Links a social login to the signed-in user: `linkOAuth({ provider })` from a click handler (the
 * popup opens at once, inside the gesture), the login modal's OAuth flow, then
 * `create_oauth_providers`. An identity linked to another account is refused (`ALREADY_EXISTS`).
 */
export function useLinkOAuth(
  parameters: { mutation?: MutationParameters<{ providerId: string }, LinkOAuthVariables> } = {},
) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(
    linkOAuthMutationOptions(kit, useKitQueryClient()),
    parameters.mutation,
  );
  return {
    ...mutation,
    linkOAuth: (args: LinkOAuthWithPopupArgs) =>
      mutation.mutateAsync({ ...args, started: adoptStarted(linkOAuthWithPopup(kit, args)) }),
  };
}
