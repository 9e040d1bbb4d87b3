import type { Session } from '../session/session.js';
import type { WalletKit } from '../walletKit.js';

/** A new session (and key) for the current one now; the store also does this on a timer. */
export function refreshSession(kit: WalletKit): Promise<Session> {
  return kit.session.refresh();
}
