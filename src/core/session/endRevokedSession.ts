import { isKitError } from '../errors/isKitError.js';
import type { KeyStore, StoredKey } from '../keys/keyStore.js';
import type { Session, SessionSnapshot } from './session.js';

/**
 * What the check takes of the kit (a `WalletKit` is one), named part by part: the session store's
 * own type would make this module, in the chunk the store loads, import the store.
 */
export interface RevokedSessionKit {
  readonly session: {
    getSnapshot(): SessionSnapshot;
    revoked(publicKey: string): Promise<void>;
  };
  readonly keys: Pick<KeyStore, 'get'>;
}

const checking = new Map<string, Promise<void>>();

/**
 * A call stamped by the session key `publicKey` was refused as `UNAUTHENTICATED`: asks the
 * service whether the key still stamps at all (`ask`: `whoami` of the session's own organization
 * stamped by the key, createWhoamiConfirm.ts), and if it does not (the session was revoked from
 * another device, or ended there), signs out here and in the other tabs. A refusal for another
 * reason (an organization the key does not belong to) leaves the session alone.
 */
export function endRevokedSession(
  kit: RevokedSessionKit,
  publicKey: string,
  ask: (session: Session, key: StoredKey) => Promise<unknown>,
): Promise<void> {
  let check = checking.get(publicKey);
  if (!check) {
    check = (async () => {
      const session = kit.session.getSnapshot().session;
      const key = await kit.keys.get(publicKey);
      if (!key || session?.publicKey !== publicKey) return;
      try {
        await ask(session, key);
      } catch (error) {
        if (isKitError(error, 'UNAUTHENTICATED')) await kit.session.revoked(publicKey);
      }
    })().finally(() => checking.delete(publicKey));
    checking.set(publicKey, check);
  }
  return check;
}
