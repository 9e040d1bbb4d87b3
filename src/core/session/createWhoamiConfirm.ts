import type { SignedApiClient } from '../clients/createSignedApiClient.js';
import type { CryptoLike } from '../crypto/cryptoLike.js';
import type { StoredKey } from '../keys/keyStore.js';
import { createSessionKeyStamper } from '../stampers/createSessionKeyStamper.js';
import type { Session } from './session.js';

/** Asks the service whether `session` still stands, with a call stamped by its `key`. */
export type WhoamiConfirm = (session: Session, key: StoredKey) => Promise<unknown>;

/**
 * The session store's `confirm`: asks the service whether a session still stands, with its
 * cheapest read (`whoami`) stamped by the session's own key. Run only when the learned time says
 * the session is over and the device's clock does not (scheduleShown.ts): the service's refusal
 * alone then ends it.
 */
export function createWhoamiConfirm(
  api: () => SignedApiClient,
  crypto?: CryptoLike,
): WhoamiConfirm {
  return (session, key) =>
    api().whoami(
      { organizationId: session.organizationId },
      { stamper: createSessionKeyStamper(key.keyPair, crypto) },
    );
}
