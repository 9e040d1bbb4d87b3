import type { WalletKit } from '../walletKit.js';
import { removeLoginMethod } from './removeLoginMethod.js';

export interface UnlinkOAuthArgs {
  providerId: string;
  signal?: AbortSignal;
}

/**
 * Unlinks a social login from the signed-in user (`delete_oauth_providers`), never the last login
 * method.
 */
export function unlinkOAuth(kit: WalletKit, args: UnlinkOAuthArgs): Promise<void> {
  const { providerId, signal } = args;
  return removeLoginMethod(kit, { kind: 'oauth', id: providerId }, signal, async (owner) => {
    await kit.api.deleteOauthProviders(
      { userId: owner.userId, providerIds: [providerId] },
      { signal },
    );
  });
}
