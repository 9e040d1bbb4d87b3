import { beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../../test/support/core/manualClock.js';
import {
  createBroadcastHub,
  createLockManager,
  generateP256KeyPair,
  mintSessionJwt,
} from '../../../test/support/core/sessionFixtures.js';
import { SignedApiError } from '../errors/signedApiError.js';
import { createMemoryKeyStore } from '../keys/createMemoryKeyStore.js';
import { createSessionKey } from '../keys/createSessionKey.js';
import type { KeyStore } from '../keys/keyStore.js';
import type { BroadcastLike } from '../platform/broadcastLike.js';
import type { Clock } from '../platform/clock.js';
import { createMemoryStorage } from '../platform/createMemoryStorage.js';
import { createServiceClock } from '../platform/createServiceClock.js';
import type { LocksLike } from '../platform/locksLike.js';
import type { StorageLike } from '../platform/storageLike.js';
import { createSessionStore, type SessionRefresher } from './createSessionStore.js';
import type { SessionEvent } from './session.js';
import { sessionLifecycleChunk } from './sessionLifecycleChunk.js';

const notarizer = generateP256KeyPair();
const MIN = 60_000;

// The lifecycle chunk present, as on a page where a login has run: these tests move the manual
// clock right after a sign-in. Its loading is tested in createSessionStore.lazy.test.ts.
beforeAll(() => sessionLifecycleChunk.load());

interface Tab {
  clock: ManualClock;
  storage: StorageLike;
  keys: KeyStore;
  channel?: BroadcastLike;
  locks?: LocksLike;
  refresher?: SessionRefresher;
  autoRefresh?: boolean;
}

function open(tab: Tab) {
  const events: SessionEvent[] = [];
  const store = createSessionStore({
    notarizerKey: notarizer.publicKey,
    keyStore: tab.keys,
    storage: tab.storage,
    clock: tab.clock,
    warningLeadMs: MIN,
    refreshLeadMs: 2 * MIN,
    ...(tab.channel ? { channel: tab.channel } : {}),
    ...(tab.locks ? { locks: tab.locks } : {}),
    ...(tab.refresher ? { refresher: tab.refresher } : {}),
    ...(tab.autoRefresh === undefined ? {} : { autoRefresh: tab.autoRefresh }),
  });
  store.on((event) => events.push(event));
  return { store, events };
}

/** Resolves at the store's next event of this type (register before the action). */
const nextEvent = (store: ReturnType<typeof open>['store'], type: SessionEvent['type']) =>
  new Promise<SessionEvent>((resolve) => {
    const off = store.on((event) => {
      if (event.type !== type) return;
      off();
      resolve(event);
    });
  });

function freshTab(overrides: Partial<Tab> = {}): Tab {
  return {
    clock: createManualClock(),
    storage: createMemoryStorage(),
    keys: createMemoryKeyStore(),
    ...overrides,
  };
}

async function login(tab: Tab, store: ReturnType<typeof open>['store'], lifeMs = 15 * MIN) {
  const key = await createSessionKey(tab.keys, tab.clock.now());
  const token = mintSessionJwt(notarizer, key.publicKey, tab.clock.now() + lifeMs);
  return { key, session: await store.signIn(token, key), token };
}

/** A refresher that plays the service: a new key, a JWT for it, counted. */
function countingRefresher(tab: Tab, lifeMs = 15 * MIN) {
  const calls: string[] = [];
  const refresher: SessionRefresher = async (session) => {
    calls.push(session.publicKey);
    const key = await createSessionKey(tab.keys, tab.clock.now());
    return { token: mintSessionJwt(notarizer, key.publicKey, tab.clock.now() + lifeMs), key };
  };
  return { refresher, calls };
}

describe('createSessionStore', () => {
  it('starts loading, then signed out; snapshots are stable between changes', async () => {
    const { store } = open(freshTab());
    expect(store.getSnapshot().status).toBe('loading');
    expect(store.getServerSnapshot()).toBe(store.getServerSnapshot());
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });
    await store.ready();
    const a = store.getSnapshot();
    expect(a.status).toBe('signedOut');
    expect(store.getSnapshot()).toBe(a);
    expect(notified).toBe(1);
  });

  it('signs in with a verified JWT, persisting the JWT only', async () => {
    const tab = freshTab();
    const { store, events } = open(tab);
    const { session, token } = await login(tab, store);
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', session: { token } });
    expect(session).toMatchObject({ organizationId: 'org-1', userId: 'user-1' });
    expect(tab.storage.getItem('embedded-wallet-kit:session')).toBe(token);
    expect(events.map((e) => e.type)).toEqual(['login']);
    expect((await store.currentKey()).publicKey).toBe(session.publicKey);
  });

  it('refuses a JWT for another key, or not signed by the pinned notarizer', async () => {
    const tab = freshTab();
    const { store } = open(tab);
    const key = await createSessionKey(tab.keys, 0);
    const other = await createSessionKey(tab.keys, 0);
    const exp = tab.clock.now() + MIN * 10;
    await expect(
      store.signIn(mintSessionJwt(notarizer, other.publicKey, exp), key),
    ).rejects.toMatchObject({ code: 'BUNDLE_MISMATCH' });
    await expect(
      store.signIn(mintSessionJwt(generateP256KeyPair(), key.publicKey, exp), key),
    ).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect(store.getSnapshot().status).toBe('signedOut');
  });

  it('restores the session after a reload, and drops one whose key is gone', async () => {
    const tab = freshTab();
    const first = open(tab);
    const { token, key } = await login(tab, first.store);
    first.store.destroy();
    const second = open(tab);
    await second.store.ready();
    expect(second.store.getSnapshot().session?.token).toBe(token);
    second.store.destroy();

    await tab.keys.delete(key.publicKey);
    const third = open(tab);
    await third.store.ready();
    expect(third.store.getSnapshot().status).toBe('signedOut');
    expect(tab.storage.getItem('embedded-wallet-kit:session')).toBeNull();
  });

  it('clears keys with no session at start, keeping young ones', async () => {
    const tab = freshTab();
    const old = await createSessionKey(tab.keys, tab.clock.now() - 60 * MIN);
    const young = await createSessionKey(tab.keys, tab.clock.now());
    const { store } = open(tab);
    await store.ready();
    const left = await tab.keys.list();
    expect(left).not.toContain(old.publicKey);
    expect(left).toContain(young.publicKey);
  });

  it('warns before expiry, then expires: signed out, key deleted', async () => {
    const tab = freshTab();
    const { store, events } = open({ ...tab, autoRefresh: false });
    const { key } = await login(tab, store, 5 * MIN);
    await tab.clock.advance(4 * MIN - 1);
    expect(events.map((e) => e.type)).toEqual(['login']);
    await tab.clock.advance(1);
    expect(events.map((e) => e.type)).toEqual(['login', 'expiring']);
    expect(store.getSnapshot().expiringSoon).toBe(true);
    await tab.clock.advance(MIN);
    expect(events.map((e) => e.type)).toEqual(['login', 'expiring', 'expired']);
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(await tab.keys.get(key.publicKey)).toBeUndefined();
    await expect(store.currentKey()).rejects.toMatchObject({ code: 'SESSION_MISSING' });
  });

  it('does not restore an expired session after a reload', async () => {
    const tab = freshTab();
    const first = open({ ...tab, autoRefresh: false });
    await login(tab, first.store, 5 * MIN);
    first.store.destroy();
    const later = { ...tab, clock: createManualClock(tab.clock.now() + 6 * MIN) };
    const second = open(later);
    await second.store.ready();
    expect(second.store.getSnapshot().status).toBe('signedOut');
  });

  it('currentKey reports SESSION_EXPIRED for a session past its expiry', async () => {
    let now = 1_800_000_000_000;
    const frozen: Clock = { now: () => now, setTimeout: () => 0, clearTimeout: () => {} };
    const tab = freshTab();
    const store = createSessionStore({
      notarizerKey: notarizer.publicKey,
      keyStore: tab.keys,
      storage: tab.storage,
      clock: frozen,
    });
    const key = await createSessionKey(tab.keys, now);
    await store.signIn(mintSessionJwt(notarizer, key.publicKey, now + MIN), key);
    now += 2 * MIN;
    await expect(store.currentKey()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('refreshes automatically before expiry: new key and JWT, old key deleted', async () => {
    const tab = freshTab();
    const { refresher, calls } = countingRefresher(tab);
    const { store, events } = open({ ...tab, refresher });
    const { key } = await login(tab, store, 15 * MIN);
    const refreshed = nextEvent(store, 'refresh');
    await tab.clock.advance(13 * MIN);
    await refreshed;
    expect(calls).toEqual([key.publicKey]);
    const now = store.getSnapshot().session;
    expect(now?.publicKey).not.toBe(key.publicKey);
    expect(await tab.keys.get(key.publicKey)).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(['login', 'refresh']);
    expect(events.some((e) => e.type === 'expiring')).toBe(false);
  });

  it('runs one refresh at a time', async () => {
    const tab = freshTab();
    const { refresher, calls } = countingRefresher(tab);
    const { store } = open({ ...tab, refresher, autoRefresh: false });
    await login(tab, store);
    const [a, b] = await Promise.all([store.refresh(), store.refresh()]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
  });

  it('reports a failed automatic refresh and still warns and expires', async () => {
    const tab = freshTab();
    const refresher: SessionRefresher = async () => {
      throw new Error('service down');
    };
    const { store, events } = open({ ...tab, refresher });
    await login(tab, store, 15 * MIN);
    const failed = nextEvent(store, 'refreshFailed');
    await tab.clock.advance(13 * MIN);
    await failed;
    const expired = nextEvent(store, 'expired');
    await tab.clock.advance(2 * MIN);
    await expired;
    expect(events.map((e) => e.type)).toEqual(['login', 'refreshFailed', 'expiring', 'expired']);
  });

  it('keeps tabs in step: login, refresh and logout in one reach the other', async () => {
    const hub = createBroadcastHub();
    const shared = freshTab();
    const tabA = { ...shared, channel: hub.channel() };
    const tabB = { ...shared, channel: hub.channel() };
    const { refresher } = countingRefresher(shared);
    const a = open({ ...tabA, refresher, autoRefresh: false });
    const b = open(tabB);
    await Promise.all([a.store.ready(), b.store.ready()]);

    let seen = nextEvent(b.store, 'login');
    const { token } = await login(shared, a.store);
    await seen;
    expect(b.store.getSnapshot().session?.token).toBe(token);
    expect(b.events.at(-1)).toMatchObject({ type: 'login', remote: true });

    seen = nextEvent(b.store, 'refresh');
    const refreshed = await a.store.refresh();
    await seen;
    expect(b.store.getSnapshot().session?.token).toBe(refreshed.token);
    expect(b.events.at(-1)).toMatchObject({ type: 'refresh', remote: true });

    seen = nextEvent(b.store, 'logout');
    await a.store.signOut();
    await seen;
    expect(b.store.getSnapshot().status).toBe('signedOut');
    expect(b.events.at(-1)).toMatchObject({ type: 'logout', remote: true });
  });

  it('refreshes once across tabs with a shared lock: the second tab adopts the first one’s', async () => {
    const hub = createBroadcastHub();
    const locks = createLockManager();
    const shared = freshTab();
    const { refresher, calls } = countingRefresher(shared);
    const a = open({ ...shared, channel: hub.channel(), locks, refresher, autoRefresh: false });
    const b = open({ ...shared, channel: hub.channel(), locks, refresher, autoRefresh: false });
    const seen = nextEvent(b.store, 'login');
    await login(shared, a.store);
    await seen;
    const [ra, rb] = await Promise.all([a.store.refresh(), b.store.refresh()]);
    expect(calls).toHaveLength(1);
    expect(ra.token).toBe(rb.token);
    expect(locks.grants).toBe(2);
  });

  describe('on a time the kit learned alone', () => {
    /** A store on a service clock over the manual device clock, with a service to ask. */
    function onServiceClock(confirm: () => Promise<unknown>) {
      const tab = freshTab();
      const clock = createServiceClock(tab.clock);
      const asked: string[] = [];
      const events: SessionEvent[] = [];
      const store = createSessionStore({
        notarizerKey: notarizer.publicKey,
        keyStore: tab.keys,
        storage: tab.storage,
        clock,
        autoRefresh: false,
        warningLeadMs: MIN,
        confirm: (session) => {
          asked.push(session.publicKey);
          return confirm();
        },
      });
      store.on((event) => events.push(event));
      /** An answer dated `aheadMs` past the device's time (to the millisecond, no round trip). */
      const dated = (aheadMs: number) =>
        clock.observe(
          tab.clock.now() + aheadMs,
          tab.clock.now() + aheadMs,
          tab.clock.now(),
          tab.clock.now(),
        );
      return { tab, clock, store, asked, events, dated };
    }

    it('does not end a session the service still takes; ends it when the device agrees', async () => {
      const { tab, store, asked, events, dated } = onServiceClock(async () => ({}));
      const { key } = await login(tab, store);
      // One answer says the service is 20 min ahead: the 15-min session looks over.
      dated(20 * MIN);
      await tab.clock.advance(0);
      expect(asked).toEqual([key.publicKey]);
      expect(store.getSnapshot().status).toBe('signedIn');
      // Still usable: the learned time alone does not refuse a stamp.
      await expect(store.currentKey()).resolves.toMatchObject({ publicKey: key.publicKey });
      // Honest answers return: the warning the lie raised is taken back.
      dated(0);
      expect(store.getSnapshot().expiringSoon).toBe(false);
      await tab.clock.advance(15 * MIN);
      expect(events.map((e) => e.type)).toEqual(['login', 'expiring', 'expiring', 'expired']);
      expect(store.getSnapshot().status).toBe('signedOut');
    });

    it('ends it at once when the service refuses it', async () => {
      const refusal = new SignedApiError('UNAUTHENTICATED', 'public key not found', {
        details: { status: 401 },
      });
      const { tab, store, asked, events, dated } = onServiceClock(() => Promise.reject(refusal));
      await login(tab, store);
      dated(20 * MIN);
      await tab.clock.advance(0);
      expect(asked).toHaveLength(1);
      expect(events.map((e) => e.type)).toContain('expired');
      expect(store.getSnapshot().status).toBe('signedOut');
    });

    it('keeps it when the service cannot be asked, until the device reaches the expiry', async () => {
      const { tab, store, events, dated } = onServiceClock(() =>
        Promise.reject(new TypeError('offline')),
      );
      await login(tab, store);
      dated(20 * MIN);
      await tab.clock.advance(15 * MIN - 6_000);
      expect(store.getSnapshot().status).toBe('signedIn');
      await tab.clock.advance(2_000);
      expect(events.map((e) => e.type)).toContain('expired');
    });

    it('adopts a session the service has just issued, whatever the learned time says', async () => {
      const { tab, store, dated } = onServiceClock(async () => ({}));
      dated(20 * MIN);
      const { session } = await login(tab, store);
      expect(store.getSnapshot().session).toBe(session);
    });
  });
});
