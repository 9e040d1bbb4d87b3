import { isKitError } from '../errors/isKitError.js';
import { createSessionKeyStamper } from '../stampers/createSessionKeyStamper.js';
import type { WalletKit } from '../walletKit.js';

const checking = new Map<string, Promise<void>>();

/**
 * A call stamped by the session key `publicKey` was refused as `UNAUTHENTICATED`: asks the
 * service whether the key still stamps at all (`whoami` of the session's own organization), and
 * if it does not (the session was revoked from another device, or ended there), signs out here
 * and in the other tabs. A refusal for another reason (an organization the key does not belong
 * to) leaves the session alone.
 */
export function endRevokedSession(kit: WalletKit, publicKey: string): Promise<void> {
  let check = checking.get(publicKey);
  if (!check) {
    check = (async () => {
      const session = kit.session.getSnapshot().session;
      const key = await kit.keys.get(publicKey);
      if (!key || session?.publicKey !== publicKey) return;
      try {
        await kit.api.whoami(
          { organizationId: session.organizationId },
          { stamper: createSessionKeyStamper(key.keyPair, kit.crypto) },
        );
      } catch (error) {
        if (isKitError(error, 'UNAUTHENTICATED')) await kit.session.revoked(publicKey);
      }
    })().finally(() => checking.delete(publicKey));
    checking.set(publicKey, check);
  }
  return check;
}
