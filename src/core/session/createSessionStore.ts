import type { CryptoLike } from '../crypto/cryptoLike.js';
import { KitError } from '../errors/kitError.js';
import type { KeyStore, StoredKey } from '../keys/keyStore.js';
import { pruneKeys } from '../keys/pruneKeys.js';
import type { BroadcastLike } from '../platform/broadcastLike.js';
import { type Clock, systemClock } from '../platform/clock.js';
import { createMemoryStorage } from '../platform/createMemoryStorage.js';
import { deviceNow, type ServiceClock } from '../platform/createServiceClock.js';
import type { LocksLike } from '../platform/locksLike.js';
import type { StorageLike } from '../platform/storageLike.js';
import { createSessionTab, type SessionTab } from './createSessionTab.js';
import { followOtherTabs, SESSION_MESSAGE_TYPE } from './followOtherTabs.js';
import { createKeysMadeHere, type KeysMadeHere } from './keysMadeHere.js';
import { scheduleWhenLoaded } from './scheduleWhenLoaded.js';
import type { Session, SessionEvent, SessionPersistence, SessionSnapshot } from './session.js';
import { preloadSessionLifecycle, sessionLifecycleChunk } from './sessionLifecycleChunk.js';
import type { SessionRefresher } from './sessionRefresher.js';
import { createSessionSignals, type SessionSignals } from './sessionSignals.js';

export type { SessionRefresher };

export interface SessionStoreOptions {
  /** The pinned notarizer key (uncompressed hex): every JWT is verified before it is used. */
  notarizerKey: string;
  keyStore: KeyStore;
  /** Where the JWT (only the JWT) persists. Default: memory. */
  storage?: StorageLike;
  /** Default `embedded-wallet-kit:session`. */
  storageKey?: string;
  clock?: Clock;
  crypto?: CryptoLike;
  /** Tells other tabs of logins, logouts and refreshes. */
  channel?: BroadcastLike;
  /** One refresh at a time across tabs. Without it, one per tab. */
  locks?: LocksLike;
  /** How long before expiry the `expiring` event fires. Default 60 000 ms. */
  warningLeadMs?: number;
  /** Runs refreshes; without it `refresh()` fails with `UNSUPPORTED`. */
  refresher?: SessionRefresher;
  /** Refresh on a timer before expiry. Default true when a refresher is given. */
  autoRefresh?: boolean;
  /**
   * How long before expiry the automatic refresh runs (at most half the remaining life). Default
   * 120 000 ms.
   */
  refreshLeadMs?: number;
  /** Keys without a session younger than this are kept (a login in progress). Default 10 min. */
  keyGraceMs?: number;
  /** Record JWT checks and sign-ins as User Timing entries (`WalletKitOptions.trace`). */
  trace?: boolean;
  /** Whether a reload keeps the session. Default: the key store's `persistence`, else durable. */
  persistence?: () => SessionPersistence;
  /**
   * Asks the service anything, so that its answer sets the service clock (`kit.clock`): run
   * before a persisted JWT is dropped as expired by a clock no answer has set yet.
   */
  sync?: () => Promise<unknown>;
  /**
   * Asks the service whether a session still stands (any call stamped with its key, e.g.
   * `whoami`): run when the service's learned time says the session is over and the device's
   * clock does not, so that only the service's refusal ends it (scheduleShown.ts).
   */
  confirm?: (session: Session, key: StoredKey) => Promise<unknown>;
}

export interface SessionStore {
  /** For `useSyncExternalStore`: called after every change of `getSnapshot()`. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /** The snapshot during server rendering: always `loading`. */
  getServerSnapshot(): SessionSnapshot;
  /** Listens to session events (login, refresh, logout, expiring, expired, refreshFailed). */
  on(listener: (event: SessionEvent) => void): () => void;
  /** Restores the persisted session (verified, with its key present). Runs once. */
  ready(): Promise<SessionSnapshot>;
  /** Adopts a session JWT issued for `key`: verified, persisted, announced. */
  signIn(token: string, key: StoredKey): Promise<Session>;
  /** Ends the session here and in other tabs, and deletes its key. */
  signOut(): Promise<void>;
  /**
   * The service no longer takes the session key `publicKey` (revoked from another device): as
   * `signOut`, if that key's session is still the current one; the `logout` event says `revoked`.
   */
  revoked(publicKey: string): Promise<void>;
  /** A new session for the current one; one at a time (across tabs with Web Locks). */
  refresh(): Promise<Session>;
  /** The current session's key, or `SESSION_MISSING` / `SESSION_EXPIRED`. */
  currentKey(): Promise<StoredKey>;
  /**
   * The keys this kit made in this browser (every session it adopts is remembered here), for a
   * wallet login to tell them from keys it did not make.
   */
  readonly keysMadeHere: KeysMadeHere;
  /** Stops timers and cross-tab listening. */
  destroy(): void;
}

const LOADING: SessionSnapshot = /* @__PURE__ */ Object.freeze({
  status: 'loading',
  session: null,
  expiringSoon: false,
});

/** What the store's steps share. */
interface StoreParts {
  options: SessionStoreOptions;
  clock: Clock;
  signals: SessionSignals;
  serial: SerialQueue;
  tab: SessionTab;
  ready(): Promise<SessionSnapshot>;
  broadcast(event: 'login' | 'logout' | 'refresh'): void;
}

/** The persisted session, restored once: checked, and keys without a session pruned. */
async function hydrate({ options, clock, signals, tab }: StoreParts): Promise<SessionSnapshot> {
  // The key store's first use settles whether keys outlive the page (persistence).
  await options.keyStore.list().catch(() => {});
  const session = await tab.load();
  const graceMs = options.keyGraceMs ?? 10 * 60_000;
  await pruneKeys(options.keyStore, session?.publicKey, deviceNow(clock), graceMs).catch(() => {});
  return signals.snapshot;
}

/** The store's changes asked by the app: a login adopted, a logout, the key to stamp with. */
function storeActions(
  parts: StoreParts,
): Pick<SessionStore, 'signIn' | 'signOut' | 'revoked' | 'currentKey'> {
  const { options, clock, signals, serial, tab, ready, broadcast } = parts;
  return {
    async signIn(token, key) {
      await ready();
      const session = await serial(() => tab.adopt(token, key));
      broadcast('login');
      signals.emit({ type: 'login', session, remote: false });
      return session;
    },
    async signOut() {
      await ready();
      await serial(tab.clear);
      broadcast('logout');
      signals.emit({ type: 'logout', remote: false });
    },
    async revoked(publicKey) {
      await ready();
      const ended = await serial(async () => {
        if (signals.snapshot.session?.publicKey !== publicKey) return false;
        await tab.clear();
        return true;
      });
      if (!ended) return;
      broadcast('logout');
      signals.emit({ type: 'logout', remote: false, revoked: true });
    },
    async currentKey() {
      await ready();
      const session = signals.snapshot.session;
      if (!session) throw new KitError('SESSION_MISSING', 'no one is signed in');
      // Over by the service's time and the device's both: a time the kit learned alone does
      // not stop it from asking (the service decides, and its answer sets the clock again).
      if (session.expiresAt <= Math.min(clock.now(), deviceNow(clock))) {
        throw new KitError('SESSION_EXPIRED', 'the session has expired');
      }
      const key = await options.keyStore.get(session.publicKey);
      if (!key) throw new KitError('SESSION_MISSING', 'the session key is gone');
      return key;
    },
  };
}

/**
 * The framework-free session store (DESIGN.md, "State"): `subscribe`/`getSnapshot` for React's
 * `useSyncExternalStore` (sessionSignals.ts), the JWT persisted across reloads and checked before
 * it is shown (never a private key: keys stay in the key store; createSessionTab.ts), an
 * `expiring` event before expiry and an `expired` event at it, automatic refresh
 * (scheduleShown.ts, refreshOnce.ts), and tabs kept in step through a broadcast channel.
 * Touches no global: every platform part is given.
 *
 * The timers and the refresh are a chunk of their own (sessionLifecycleChunk.ts), fetched when
 * a session is about to be shown: a page with no session has no use for them. A session's
 * timers are set when the chunk lands (scheduleWhenLoaded.ts); `refresh()` awaits it.
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const clock = options.clock ?? systemClock;
  const autoRefresh = (options.autoRefresh ?? true) && options.refresher !== undefined;
  const signals = createSessionSignals(LOADING);
  const serial = createSerialQueue();
  let cancelTimers = () => {};
  let hydrated: Promise<SessionSnapshot> | undefined;
  let inflightRefresh: Promise<Session> | undefined;
  let destroyed = false;
  const broadcast = (event: 'login' | 'logout' | 'refresh') => {
    options.channel?.postMessage({ type: SESSION_MESSAGE_TYPE, event });
  };

  const lastAutoRefresh = { at: Number.NEGATIVE_INFINITY };
  // Expiries are the service's: a session's timers are set again whenever the service clock's
  // offset moves (an answer showed the device's clock to be off, or an earlier one to be wrong:
  // then a warning it caused is taken back, scheduleShown.ts).
  const schedule = (session: Session | null) => {
    cancelTimers();
    if (!session || destroyed) return;
    const steps = { clock, options, autoRefresh, serial, tab, signals, refresh, lastAutoRefresh };
    cancelTimers = scheduleWhenLoaded(
      clock,
      (lifecycle) => lifecycle.scheduleShown(session, steps),
      // The chunk did not load (offline): the app hears of it; the load is tried again.
      (error) => signals.emit({ type: 'refreshFailed', error }),
    );
  };
  const stopClock = (clock as Partial<ServiceClock>).subscribe?.(() =>
    schedule(signals.snapshot.session),
  );
  const storage = options.storage ?? createMemoryStorage();
  const storageKey = options.storageKey ?? 'embedded-wallet-kit:session';
  const keysMadeHere = createKeysMadeHere(storage, `${storageKey}:keys`, clock);
  const tab = createSessionTab({
    notarizerKey: options.notarizerKey,
    keyStore: options.keyStore,
    storage,
    storageKey,
    keysMadeHere,
    clock,
    crypto: options.crypto,
    trace: options.trace,
    signals,
    persistence: options.persistence ?? (() => options.keyStore.persistence ?? { mode: 'durable' }),
    sync: options.sync,
    onShown: schedule,
  });
  const stopFollowing = followOtherTabs(options.channel, { serial, tab, signals });
  const ready = (): Promise<SessionSnapshot> => {
    if (!hydrated) {
      // A persisted session is about to be shown: its timers' chunk loads beside the key
      // store's first read and the JWT's check.
      if (storage.getItem(storageKey)) preloadSessionLifecycle();
      hydrated = serial(() => hydrate(parts));
    }
    return hydrated;
  };
  const parts: StoreParts = { options, clock, signals, serial, tab, ready, broadcast };

  function refresh(): Promise<Session> {
    const refresher = options.refresher;
    if (!refresher) {
      return Promise.reject(new KitError('UNSUPPORTED', 'this session store cannot refresh'));
    }
    const steps = { ready, signals, serial, tab, options, broadcast };
    inflightRefresh ??= sessionLifecycleChunk
      .load()
      .then((lifecycle) => lifecycle.refreshOnce(steps, refresher))
      .finally(() => {
        inflightRefresh = undefined;
      });
    return inflightRefresh;
  }

  return {
    subscribe: signals.subscribe,
    getSnapshot: () => signals.snapshot,
    getServerSnapshot: () => LOADING,
    on: signals.on,
    ready,
    refresh,
    keysMadeHere,
    ...storeActions(parts),
    destroy() {
      destroyed = true;
      cancelTimers();
      stopFollowing();
      stopClock?.();
    },
  };
}

/** Runs tasks one after another, each whatever the one before came to. */
type SerialQueue = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A queue of state changes: a login finishing while another tab's logout is read must not
 * interleave its steps with it.
 */
function createSerialQueue(): SerialQueue {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };
}
