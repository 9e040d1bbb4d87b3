import type { WalletKit } from '../walletKit.js';
import { removeLoginMethod } from './removeLoginMethod.js';

export interface RemovePasskeyArgs {
  authenticatorId: string;
  signal?: AbortSignal;
}

/**
 * Removes one of the signed-in user's passkeys (`delete_authenticators`), never the last login
 * method.
 */
export function removePasskey(kit: WalletKit, args: RemovePasskeyArgs): Promise<void> {
  const { authenticatorId, signal } = args;
  return removeLoginMethod(kit, { kind: 'passkey', id: authenticatorId }, signal, async (owner) => {
    await kit.api.deleteAuthenticators(
      { userId: owner.userId, authenticatorIds: [authenticatorId] },
      { signal },
    );
  });
}
