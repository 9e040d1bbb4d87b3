import { KitError } from '../errors/kitError.js';
import type { Session } from '../session/session.js';
import type { WalletKit } from '../walletKit.js';

/** The current session (its organization, user and key), or `SESSION_MISSING`. */
export function signedInUser(kit: WalletKit): Session {
  const session = kit.session.getSnapshot().session;
  if (!session) throw new KitError('SESSION_MISSING', 'no one is signed in');
  return session;
}
