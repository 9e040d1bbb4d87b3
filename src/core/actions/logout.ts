import type { WalletKit } from '../walletKit.js';

/**
 * Ends the session in this tab and the others, and deletes its key: without the key the JWT
 * cannot stamp anything, whatever copy of it survives.
 */
export function logout(kit: WalletKit): Promise<void> {
  return kit.session.signOut();
}
