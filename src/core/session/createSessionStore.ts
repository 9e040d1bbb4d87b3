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
import { scheduleSession } from './scheduleSession.js';
import type { Session, SessionEvent, SessionPersistence, SessionSnapshot } from './session.js';
import { createSessionSignals, type SessionSignals } from './sessionSignals.js';

/** Makes a new session for the current one (`stamp_login` stamped by the current key). */
export type SessionRefresher = (
  session: Session,
  key: StoredKey,
) => Promise<{ token: string; key: StoredKey }>;

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
  /** How long before expiry the automatic refresh runs (at most half the remaining life). Default 120 000 ms. */
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
  /** Stops timers and cross-tab listening. */
  destroy(): void;
}

const LOADING: SessionSnapshot = /* @__PURE__ */ Object.freeze({
  status: 'loading',
  session: null,
  expiringSoon: false,
});

interface RefreshSteps {
  ready(): Promise<SessionSnapshot>;
  signals: SessionSignals;
  serial<T>(task: () => Promise<T>): Promise<T>;
  tab: SessionTab;
  options: Pick<SessionStoreOptions, 'locks' | 'keyStore'>;
  broadcast(event: 'refresh'): void;
}

/** One refresh of the store's session, under the cross-tab lock when there is one. */
async function refreshOnce(steps: RefreshSteps, refresher: SessionRefresher): Promise<Session> {
  const { signals, serial, tab, options } = steps;
  await steps.ready();
  const before = signals.snapshot.session;
  if (!before) throw new KitError('SESSION_MISSING', 'there is no session to refresh');
  const locked = <T>(task: () => Promise<T>): Promise<T> =>
    options.locks ? options.locks.request(`${SESSION_MESSAGE_TYPE}:refresh`, task) : task();
  return locked(async () => {
    // Another tab may have refreshed while this one waited for the lock: adopt its session.
    const current = await serial(tab.load);
    if (!current) throw new KitError('SESSION_MISSING', 'the session ended');
    if (current.token !== before.token) return current;
    const key = await options.keyStore.get(current.publicKey);
    if (!key) throw new KitError('SESSION_MISSING', 'the session key is gone');
    const next = await refresher(current, key);
    const session = await serial(() => tab.adopt(next.token, next.key));
    steps.broadcast('refresh');
    signals.emit({ type: 'refresh', session, remote: false });
    return session;
  });
}

/** `SessionStore.revoked`: signs out if the session of `publicKey` is still the one shown. */
async function endRevoked(
  steps: Pick<RefreshSteps, 'ready' | 'signals' | 'serial' | 'tab'> & {
    broadcast(event: 'logout'): void;
  },
  publicKey: string,
): Promise<void> {
  await steps.ready();
  const ended = await steps.serial(async () => {
    if (steps.signals.snapshot.session?.publicKey !== publicKey) return false;
    await steps.tab.clear();
    return true;
  });
  if (!ended) return;
  steps.broadcast('logout');
  steps.signals.emit({ type: 'logout', remote: false, revoked: true });
}

interface TimerSteps extends Pick<RefreshSteps, 'signals' | 'serial' | 'tab'> {
  clock: Clock;
  options: Pick<SessionStoreOptions, 'warningLeadMs' | 'refreshLeadMs'>;
  autoRefresh: boolean;
  refresh(): Promise<Session>;
}

/** The timers of a shown session (scheduleSession.ts): the warning, the refresh, the expiry. */
function scheduleShown(session: Session, steps: TimerSteps): () => void {
  const { clock, options, signals } = steps;
  return scheduleSession(session, {
    clock,
    warningLeadMs: options.warningLeadMs ?? 60_000,
    refreshLeadMs: steps.autoRefresh ? (options.refreshLeadMs ?? 120_000) : undefined,
    expire: () => {
      void steps.serial(async () => {
        if (await steps.tab.expire(session)) signals.emit({ type: 'expired' });
      });
    },
    warn: () => {
      if (signals.snapshot.session !== session) return;
      signals.show({ ...signals.snapshot, expiringSoon: true });
      const msLeft = Math.max(0, session.expiresAt - clock.now());
      signals.emit({ type: 'expiring', session, msLeft });
    },
    refresh: () => {
      if (signals.snapshot.session !== session) return;
      steps.refresh().catch((error: unknown) => signals.emit({ type: 'refreshFailed', error }));
    },
  });
}

/**
 * The framework-free session store (DESIGN.md, "State"): `subscribe`/`getSnapshot` for React's
 * `useSyncExternalStore` (sessionSignals.ts), the JWT persisted across reloads and checked before
 * it is shown (never a private key: keys stay in the key store; createSessionTab.ts), an
 * `expiring` event before expiry and an `expired` event at it, automatic refresh
 * (scheduleSession.ts), and tabs kept in step through a broadcast channel. Touches no global:
 * every platform part is given.
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const clock = options.clock ?? systemClock;
  const autoRefresh = (options.autoRefresh ?? true) && options.refresher !== undefined;
  const signals = createSessionSignals(LOADING);
  let cancelTimers = () => {};
  let hydrated: Promise<SessionSnapshot> | undefined;
  let inflightRefresh: Promise<Session> | undefined;
  let destroyed = false;
  // State changes run one after another: a login finishing while another tab's logout is read
  // must not interleave its steps with it.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };
  const broadcast = (event: 'login' | 'logout' | 'refresh') => {
    options.channel?.postMessage({ type: SESSION_MESSAGE_TYPE, event });
  };

  // Expiries are the service's: a session's timers are set again whenever the service clock's
  // offset moves (an answer showed the device's clock to be off).
  const schedule = (session: Session | null) => {
    cancelTimers();
    if (!session || destroyed) return;
    const steps = { clock, options, autoRefresh, serial, tab, signals, refresh };
    cancelTimers = scheduleShown(session, steps);
  };
  const stopClock = (clock as Partial<ServiceClock>).subscribe?.(() =>
    schedule(signals.snapshot.session),
  );

  const tab = createSessionTab({
    notarizerKey: options.notarizerKey,
    keyStore: options.keyStore,
    storage: options.storage ?? createMemoryStorage(),
    storageKey: options.storageKey ?? 'embedded-wallet-kit:session',
    clock,
    crypto: options.crypto,
    trace: options.trace,
    signals,
    persistence: options.persistence ?? (() => options.keyStore.persistence ?? { mode: 'durable' }),
    sync: options.sync,
    onShown: schedule,
  });

  const stopFollowing = followOtherTabs(options.channel, { serial, tab, signals });

  function ready(): Promise<SessionSnapshot> {
    hydrated ??= serial(async () => {
      // The key store's first use settles whether keys outlive the page (persistence).
      await options.keyStore.list().catch(() => {});
      const session = await tab.load();
      const graceMs = options.keyGraceMs ?? 10 * 60_000;
      await pruneKeys(options.keyStore, session?.publicKey, deviceNow(clock), graceMs).catch(
        () => {},
      );
      return signals.snapshot;
    });
    return hydrated;
  }

  function refresh(): Promise<Session> {
    const refresher = options.refresher;
    if (!refresher) {
      return Promise.reject(new KitError('UNSUPPORTED', 'this session store cannot refresh'));
    }
    const steps = { ready, signals, serial, tab, options, broadcast };
    inflightRefresh ??= refreshOnce(steps, refresher).finally(() => {
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
    revoked: (publicKey) => endRevoked({ ready, signals, serial, tab, broadcast }, publicKey),
    refresh,
    async currentKey() {
      await ready();
      const session = signals.snapshot.session;
      if (!session) throw new KitError('SESSION_MISSING', 'no one is signed in');
      if (session.expiresAt <= clock.now()) {
        throw new KitError('SESSION_EXPIRED', 'the session has expired');
      }
      const key = await options.keyStore.get(session.publicKey);
      if (!key) throw new KitError('SESSION_MISSING', 'the session key is gone');
      return key;
    },
    destroy() {
      destroyed = true;
      cancelTimers();
      stopFollowing();
      stopClock?.();
    },
  };
}
