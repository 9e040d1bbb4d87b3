import type { CryptoLike } from '../crypto/cryptoLike.js';
import { verifySessionJwt } from '../crypto/verifySessionJwt.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { KitError } from '../errors/kitError.js';
import type { KeyStore, StoredKey } from '../keys/keyStore.js';
import { pruneKeys } from '../keys/pruneKeys.js';
import type { BroadcastLike } from '../platform/broadcastLike.js';
import { type Clock, systemClock } from '../platform/clock.js';
import { createMemoryStorage } from '../platform/createMemoryStorage.js';
import type { LocksLike } from '../platform/locksLike.js';
import type { StorageLike } from '../platform/storageLike.js';
import { traced, traceMark } from '../platform/traced.js';
import type { Session, SessionEvent, SessionSnapshot } from './session.js';

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
  /** A new session for the current one; one at a time (across tabs with Web Locks). */
  refresh(): Promise<Session>;
  /** The current session's key, or `SESSION_MISSING` / `SESSION_EXPIRED`. */
  currentKey(): Promise<StoredKey>;
  /** Stops timers and cross-tab listening. */
  destroy(): void;
}

const MESSAGE_TYPE = 'embedded-wallet-kit:session';
/** setTimeout's ceiling (HTML timers clamp delays above 2^31 - 1 ms to 0). */
const MAX_DELAY = 2 ** 31 - 1;
const LOADING: SessionSnapshot = /* @__PURE__ */ Object.freeze({
  status: 'loading',
  session: null,
  expiringSoon: false,
});
const SIGNED_OUT: SessionSnapshot = /* @__PURE__ */ Object.freeze({
  status: 'signedOut',
  session: null,
  expiringSoon: false,
});

/**
 * The framework-free session store (DESIGN.md, "State"): `subscribe`/`getSnapshot` for React's
 * `useSyncExternalStore`, the JWT persisted across reloads (never a private key: keys stay in
 * the key store), an `expiring` event before expiry and an `expired` event at it, automatic
 * refresh, and tabs kept in step through a broadcast channel. Touches no global: every platform
 * part is given.
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const clock = options.clock ?? systemClock;
  const storage = options.storage ?? createMemoryStorage();
  const storageKey = options.storageKey ?? 'embedded-wallet-kit:session';
  const warningLeadMs = options.warningLeadMs ?? 60_000;
  const refreshLeadMs = options.refreshLeadMs ?? 120_000;
  const autoRefresh = (options.autoRefresh ?? true) && options.refresher !== undefined;
  const keyGraceMs = options.keyGraceMs ?? 10 * 60_000;

  let snapshot: SessionSnapshot = LOADING;
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: SessionEvent) => void>();
  let timers: unknown[] = [];
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

  const emit = (event: SessionEvent) => {
    for (const listener of [...eventListeners]) listener(event);
  };
  const setSnapshot = (next: SessionSnapshot) => {
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  const broadcast = (event: 'login' | 'logout' | 'refresh') => {
    options.channel?.postMessage({ type: MESSAGE_TYPE, event });
  };

  const clearTimers = () => {
    for (const timer of timers) clock.clearTimeout(timer);
    timers = [];
  };
  const at = (when: number, task: () => void) => {
    const delay = when - clock.now();
    if (delay > MAX_DELAY) {
      timers.push(clock.setTimeout(() => at(when, task), MAX_DELAY));
    } else {
      timers.push(clock.setTimeout(task, Math.max(0, delay)));
    }
  };

  const schedule = (session: Session) => {
    clearTimers();
    if (destroyed) return;
    const now = clock.now();
    at(session.expiresAt, () => {
      void serial(() => expire(session));
    });
    at(session.expiresAt - warningLeadMs, () => {
      if (snapshot.session !== session) return;
      setSnapshot({ ...snapshot, expiringSoon: true });
      emit({ type: 'expiring', session, msLeft: Math.max(0, session.expiresAt - clock.now()) });
    });
    if (autoRefresh) {
      const lead = Math.min(refreshLeadMs, (session.expiresAt - now) / 2);
      at(session.expiresAt - lead, () => {
        if (snapshot.session !== session) return;
        refresh().catch((error: unknown) => emit({ type: 'refreshFailed', error }));
      });
    }
  };

  const show = (session: Session | null) => {
    if (!session) {
      clearTimers();
      setSnapshot(SIGNED_OUT);
      return;
    }
    traceMark(options.trace, 'session:signed-in');
    setSnapshot({ status: 'signedIn', session, expiringSoon: false });
    schedule(session);
  };

  async function verify(token: string): Promise<Session> {
    const claims = await traced(options.trace, 'crypto:verify-session', () =>
      verifySessionJwt(token, options.notarizerKey, clock.now(), options.crypto),
    );
    return {
      token,
      publicKey: claims.public_key.toLowerCase(),
      organizationId: claims.organization_id,
      userId: claims.user_id,
      sessionType: claims.session_type,
      expiresAt: claims.exp * 1000,
      claims,
    };
  }

  /** Reads the persisted JWT and shows what it holds; answers the session, if any. */
  async function load(): Promise<Session | null> {
    const token = storage.getItem(storageKey);
    if (token && token === snapshot.session?.token) return snapshot.session;
    let session: Session | null = null;
    if (token) {
      try {
        session = await verify(token);
        if (!(await options.keyStore.get(session.publicKey))) session = null;
      } catch {
        session = null;
      }
      // Expired, forged, or its key is gone (another browser profile, cleared site data).
      if (!session && storage.getItem(storageKey) === token) storage.removeItem(storageKey);
    }
    show(session);
    return session;
  }

  async function expire(session: Session): Promise<void> {
    if (snapshot.session?.token !== session.token) return;
    if (storage.getItem(storageKey) === session.token) storage.removeItem(storageKey);
    await options.keyStore.delete(session.publicKey).catch(() => {});
    show(null);
    emit({ type: 'expired' });
  }

  async function adopt(token: string, key: StoredKey): Promise<Session> {
    const session = await verify(token);
    if (session.publicKey !== key.publicKey.toLowerCase()) {
      throw new CryptoCheckError('BUNDLE_MISMATCH', 'the session is bound to another key', {
        details: { expected: key.publicKey, actual: session.publicKey },
      });
    }
    const previous = snapshot.session;
    storage.setItem(storageKey, token);
    if (previous && previous.publicKey !== session.publicKey) {
      await options.keyStore.delete(previous.publicKey).catch(() => {});
    }
    show(session);
    return session;
  }

  const onMessage = (event: { data: unknown }) => {
    const data = event.data as { type?: unknown; event?: unknown } | null;
    if (data?.type !== MESSAGE_TYPE) return;
    const kind = data.event;
    if (kind !== 'login' && kind !== 'logout' && kind !== 'refresh') return;
    void serial(async () => {
      const before = snapshot.session;
      const session = await load();
      if (session && session.token !== before?.token) {
        emit({ type: kind === 'refresh' ? 'refresh' : 'login', session, remote: true });
      } else if (!session && before) {
        emit({ type: 'logout', remote: true });
      }
    });
  };
  options.channel?.addEventListener('message', onMessage);

  function ready(): Promise<SessionSnapshot> {
    hydrated ??= serial(async () => {
      const session = await load();
      await pruneKeys(options.keyStore, session?.publicKey, clock.now(), keyGraceMs).catch(
        () => {},
      );
      return snapshot;
    });
    return hydrated;
  }

  const withLock = <T>(task: () => Promise<T>): Promise<T> =>
    options.locks ? options.locks.request(`${MESSAGE_TYPE}:refresh`, task) : task();

  function refresh(): Promise<Session> {
    const refresher = options.refresher;
    if (!refresher) {
      return Promise.reject(new KitError('UNSUPPORTED', 'this session store cannot refresh'));
    }
    inflightRefresh ??= (async () => {
      await ready();
      const before = snapshot.session;
      if (!before) throw new KitError('SESSION_MISSING', 'there is no session to refresh');
      return withLock(async () => {
        // Another tab may have refreshed while this one waited for the lock: adopt its session.
        const current = await serial(load);
        if (!current) throw new KitError('SESSION_MISSING', 'the session ended');
        if (current.token !== before.token) return current;
        const key = await options.keyStore.get(current.publicKey);
        if (!key) throw new KitError('SESSION_MISSING', 'the session key is gone');
        const next = await refresher(current, key);
        const session = await serial(() => adopt(next.token, next.key));
        broadcast('refresh');
        emit({ type: 'refresh', session, remote: false });
        return session;
      });
    })().finally(() => {
      inflightRefresh = undefined;
    });
    return inflightRefresh;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => LOADING,
    on(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    ready,
    async signIn(token, key) {
      await ready();
      const session = await serial(() => adopt(token, key));
      broadcast('login');
      emit({ type: 'login', session, remote: false });
      return session;
    },
    async signOut() {
      await ready();
      await serial(async () => {
        const session = snapshot.session;
        storage.removeItem(storageKey);
        if (session) await options.keyStore.delete(session.publicKey).catch(() => {});
        show(null);
      });
      broadcast('logout');
      emit({ type: 'logout', remote: false });
    },
    refresh,
    async currentKey() {
      await ready();
      const session = snapshot.session;
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
      clearTimers();
      options.channel?.removeEventListener('message', onMessage);
    },
  };
}
