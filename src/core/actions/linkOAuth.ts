import type { WalletKit } from '../walletKit.js';
import { signedInUser } from './signedInUser.js';

export interface LinkOAuthArgs {
  /** The provider's name as the account shows it (`google`, `x`, ...). */
  providerName: string;
  /** An OIDC token of the identity to link (from the provider, or `oauth2_authenticate`). */
  oidcToken: string;
  signal?: AbortSignal;
}

/**
 * Links a social login to the signed-in user (`create_oauth_providers`): the service checks the
 * token and refuses an identity already linked to an account (`ALREADY_EXISTS`). For the
 * popup flow that gets the token, see `linkOAuthWithPopup`.
 */
export async function linkOAuth(
  kit: WalletKit,
  args: LinkOAuthArgs,
): Promise<{ providerId: string }> {
  const { userId } = signedInUser(kit);
  const { result } = await kit.api.createOauthProviders(
    { userId, oauthProviders: [{ providerName: args.providerName, oidcToken: args.oidcToken }] },
    { signal: args.signal },
  );
  return { providerId: result.providerIds[0] ?? '' };
}
