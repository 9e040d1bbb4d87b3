import type { CryptoLike } from '../crypto/cryptoLike.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { isKitError } from '../errors/isKitError.js';
import type { KeyStore, StoredKey } from '../keys/keyStore.js';
import type { Clock } from '../platform/clock.js';
import { deviceNow, type ServiceClock } from '../platform/createServiceClock.js';
import type { StorageLike } from '../platform/storageLike.js';
import { traceMark } from '../platform/traced.js';
import type { KeysMadeHere } from './keysMadeHere.js';
import type { Session, SessionPersistence, SessionSnapshot } from './session.js';
import { sessionFromJwt } from './sessionFromJwt.js';
import type { SessionSignals } from './sessionSignals.js';

export const SIGNED_OUT: SessionSnapshot = /* @__PURE__ */ Object.freeze({
  status: 'signedOut',
  session: null,
  expiringSoon: false,
});

export interface SessionTabOptions {
  notarizerKey: string;
  keyStore: KeyStore;
  storage: StorageLike;
  storageKey: string;
  /** Every session adopted here is remembered as made here (wallet logins read it). */
  keysMadeHere?: KeysMadeHere | undefined;
  clock: Clock;
  crypto?: CryptoLike | undefined;
  trace?: boolean | undefined;
  signals: SessionSignals;
  /** Whether a reload keeps the session, as every snapshot says. */
  persistence(): SessionPersistence;
  /**
   * Asks the service's time (any answer of it sets the service clock): a JWT that looks
   * expired by a clock not yet set may be live by the service's, on a device whose clock is
   * ahead.
   */
  sync?: (() => Promise<unknown>) | undefined;
  /** Runs whenever another session (or none) is shown: its timers are (re)set there. */
  onShown(session: Session | null): void;
}

/** The session as this tab holds it: the persisted JWT (only the JWT), its key, the snapshot. */
export interface SessionTab {
  /** Reads the persisted JWT and shows what it holds; answers the session, if any. */
  load(): Promise<Session | null>;
  /** Adopts a session JWT issued for `key`: verified, bound to the key, persisted, shown. */
  adopt(token: string, key: StoredKey): Promise<Session>;
  /** Ends `session` at its expiry, if it is still the one shown (answers whether it was). */
  expire(session: Session): Promise<boolean>;
  /** Ends the session shown, if any: JWT and key gone. */
  clear(): Promise<void>;
}

/**
 * The state changes of the session store (createSessionStore.ts), run one at a time by it: every
 * JWT is checked against the pinned notarizer key before it is shown, and a key whose session
 * is gone is deleted.
 */
export function createSessionTab(options: SessionTabOptions): SessionTab {
  const { storage, storageKey, keyStore, signals } = options;
  const show = (session: Session | null) => {
    if (session) traceMark(options.trace, 'session:signed-in');
    signals.show({
      ...(session ? { status: 'signedIn', session, expiringSoon: false } : SIGNED_OUT),
      persistence: options.persistence(),
    });
    options.onShown(session);
  };
  // A JWT is over when the service's time and the device's both say so: a time learned from
  // one answer alone never refuses a session the service has just issued.
  const verify = (token: string) =>
    sessionFromJwt(token, {
      notarizerKey: options.notarizerKey,
      now: Math.min(options.clock.now(), deviceNow(options.clock)),
      crypto: options.crypto,
      trace: options.trace,
    });
  return {
    async load() {
      const token = storage.getItem(storageKey);
      if (token && token === signals.snapshot.session?.token) return signals.snapshot.session;
      let session: Session | null = null;
      const check = async (jwt: string) => {
        const found = await verify(jwt);
        return (await keyStore.get(found.publicKey)) ? found : null;
      };
      if (token) {
        try {
          session = await check(token);
        } catch (error) {
          const synced = (options.clock as Partial<ServiceClock>).synced !== false;
          if (isKitError(error, 'SESSION_EXPIRED') && !synced && options.sync) {
            session = await options
              .sync()
              .then(() => check(token))
              .catch(() => null);
          }
        }
        // Expired, forged, or its key is gone (another browser profile, cleared site data).
        if (!session && storage.getItem(storageKey) === token) storage.removeItem(storageKey);
      }
      show(session);
      return session;
    },
    async adopt(token, key) {
      const session = await verify(token);
      if (session.publicKey !== key.publicKey.toLowerCase()) {
        throw new CryptoCheckError('BUNDLE_MISMATCH', 'the session is bound to another key', {
          details: { expected: key.publicKey, actual: session.publicKey },
        });
      }
      const previous = signals.snapshot.session;
      options.keysMadeHere?.remember(session.publicKey, session.expiresAt);
      storage.setItem(storageKey, token);
      if (previous && previous.publicKey !== session.publicKey) {
        await keyStore.delete(previous.publicKey).catch(() => {});
      }
      show(session);
      return session;
    },
    async expire(session) {
      if (signals.snapshot.session?.token !== session.token) return false;
      if (storage.getItem(storageKey) === session.token) storage.removeItem(storageKey);
      await keyStore.delete(session.publicKey).catch(() => {});
      show(null);
      return true;
    },
    async clear() {
      const session = signals.snapshot.session;
      storage.removeItem(storageKey);
      if (session) await keyStore.delete(session.publicKey).catch(() => {});
      show(null);
    },
  };
}
