import type { WalletKit } from '../walletKit.js';
import { removeLoginMethod } from './removeLoginMethod.js';

export interface UnlinkWalletArgs {
  /** The wallet's `wallet-auth:` API key (`get_user`'s `apiKeys`). */
  apiKeyId: string;
  signal?: AbortSignal;
}

/** Unlinks an external wallet (`delete_api_keys` of its key), never the last login method. */
export function unlinkWallet(kit: WalletKit, args: UnlinkWalletArgs): Promise<void> {
  const { apiKeyId, signal } = args;
  return removeLoginMethod(kit, { kind: 'wallet', id: apiKeyId }, signal, async (owner) => {
    await kit.api.deleteApiKeys({ userId: owner.userId, apiKeyIds: [apiKeyId] }, { signal });
  });
}
