import type { CryptoLike } from '../crypto/cryptoLike.js';
import { createSessionKeyStamper } from '../stampers/createSessionKeyStamper.js';
import type { Stamper } from '../stampers/stamper.js';
import type { SessionStore } from './createSessionStore.js';

/**
 * Stamps with whatever session is current (its key from the key store): the signed API client's
 * default stamper. No session: `SESSION_MISSING`; an expired one: `SESSION_EXPIRED`. Not to be
 * confused with `createSessionKeyStamper`, which stamps with one given key pair for good: this one
 * asks the store at every stamp and follows logins, refreshes and logouts.
 */
export function createCurrentSessionStamper(store: SessionStore, crypto?: CryptoLike): Stamper {
  let cached: { publicKey: string; stamper: Stamper } | undefined;
  return {
    async stamp(body) {
      const key = await store.currentKey();
      if (cached?.publicKey !== key.publicKey) {
        cached = {
          publicKey: key.publicKey,
          stamper: createSessionKeyStamper(key.keyPair, crypto),
        };
      }
      return { ...(await cached.stamper.stamp(body)), sessionKey: key.publicKey };
    },
  };
}
