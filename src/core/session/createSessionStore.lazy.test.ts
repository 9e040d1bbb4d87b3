import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock, type ManualClock } from '../../../test/support/core/manualClock.js';
import {
  createBroadcastHub,
  generateP256KeyPair,
  mintSessionJwt,
} from '../../../test/support/core/sessionFixtures.js';
import { KitError } from '../errors/kitError.js';
import { createMemoryKeyStore } from '../keys/createMemoryKeyStore.js';
import { createSessionKey } from '../keys/createSessionKey.js';
import type { KeyStore } from '../keys/keyStore.js';
import type { BroadcastLike } from '../platform/broadcastLike.js';
import { createMemoryStorage } from '../platform/createMemoryStorage.js';
import { lazyModule } from '../platform/lazyModule.js';
import type { StorageLike } from '../platform/storageLike.js';
import { createSessionStore, type SessionRefresher } from './createSessionStore.js';
import type { SessionEvent } from './session.js';
import { type SessionLifecycle, sessionLifecycleChunk } from './sessionLifecycleChunk.js';

/**
 * The session store while its lifecycle chunk (timers, refresh) is on its way: each test decides
 * when the chunk's `import()` lands (`arrive`: the real chunk) or fails (`failLoad`: offline).
 * Only the loader's answers are swapped (spied on: the files of a worker share their modules),
 * for those of a loader made the same way (`lazyModule`, a `NETWORK_ERROR` on a failed load)
 * whose imports the test answers.
 */
let imports: { resolve(module: SessionLifecycle): void; reject(cause: unknown): void }[] = [];

beforeEach(() => {
  imports = [];
  const chunk = lazyModule(
    () => new Promise<SessionLifecycle>((resolve, reject) => imports.push({ resolve, reject })),
    (cause) => new KitError('NETWORK_ERROR', 'the session code could not be loaded', { cause }),
  );
  vi.spyOn(sessionLifecycleChunk, 'load').mockImplementation(chunk.load);
  vi.spyOn(sessionLifecycleChunk, 'loaded').mockImplementation(chunk.loaded);
});
afterEach(() => vi.restoreAllMocks());

/** Lands the pending `import()` of the chunk (the real one). */
async function arrive() {
  const pending = imports.shift();
  if (!pending) throw new Error('no load of the chunk is pending');
  pending.resolve(await import('./sessionLifecycle.js'));
}

/** Fails the pending `import()` of the chunk, as a browser offline does. */
function failLoad() {
  const pending = imports.shift();
  if (!pending) throw new Error('no load of the chunk is pending');
  pending.reject(new TypeError('Failed to fetch dynamically imported module'));
}

const notarizer = generateP256KeyPair();
const MIN = 60_000;

interface Tab {
  clock: ManualClock;
  storage: StorageLike;
  keys: KeyStore;
  channel?: BroadcastLike;
  refresher?: SessionRefresher;
}

function freshTab(overrides: Partial<Tab> = {}): Tab {
  return {
    clock: createManualClock(),
    storage: createMemoryStorage(),
    keys: createMemoryKeyStore(),
    ...overrides,
  };
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
    ...(tab.refresher ? { refresher: tab.refresher, autoRefresh: false } : {}),
  });
  store.on((event) => events.push(event));
  return { store, events, types: () => events.map((event) => event.type) };
}

async function login(tab: Tab, store: ReturnType<typeof open>['store'], lifeMs = 5 * MIN) {
  const key = await createSessionKey(tab.keys, tab.clock.now());
  const token = mintSessionJwt(notarizer, key.publicKey, tab.clock.now() + lifeMs);
  return store.signIn(token, key);
}

/** A refresher that plays the service: a new key and a JWT for it. */
function refresherFor(tab: Tab): SessionRefresher {
  return async () => {
    const key = await createSessionKey(tab.keys, tab.clock.now());
    return { token: mintSessionJwt(notarizer, key.publicKey, tab.clock.now() + 15 * MIN), key };
  };
}

describe('createSessionStore, its lifecycle chunk still loading', () => {
  it('does not wait for the chunk to sign in, and sets the timers when it lands', async () => {
    const tab = freshTab();
    const { store, types } = open(tab);
    const session = await login(tab, store);
    expect(store.getSnapshot().session).toBe(session);
    expect(imports).toHaveLength(1);
    // Past the warning's time before the chunk is there: nothing can fire yet.
    await tab.clock.advance(4 * MIN + 30_000);
    expect(types()).toEqual(['login']);
    await arrive();
    // The warning was due: it fires at once; the expiry keeps its own time.
    await tab.clock.advance(0);
    expect(types()).toEqual(['login', 'expiring']);
    await tab.clock.advance(30_000 - 1);
    expect(types()).toEqual(['login', 'expiring']);
    await tab.clock.advance(1);
    expect(types()).toEqual(['login', 'expiring', 'expired']);
    expect(store.getSnapshot().status).toBe('signedOut');
  });

  it('sets no timer for a session signed out before the chunk lands', async () => {
    const tab = freshTab();
    const { store, types } = open(tab);
    await login(tab, store);
    await store.signOut();
    await arrive();
    await tab.clock.advance(0);
    expect(tab.clock.pending).toBe(0);
    await tab.clock.advance(10 * MIN);
    expect(types()).toEqual(['login', 'logout']);
  });

  it('sets no timer after destroy(), however late the chunk lands', async () => {
    const tab = freshTab();
    const { store, types } = open(tab);
    await login(tab, store);
    store.destroy();
    await arrive();
    await tab.clock.advance(0);
    expect(tab.clock.pending).toBe(0);
    await tab.clock.advance(10 * MIN);
    expect(types()).toEqual(['login']);
  });

  it('sets the timers of the newest session only, when two were shown before it landed', async () => {
    const tab = freshTab();
    const { store, events } = open(tab);
    await login(tab, store, 5 * MIN);
    const second = await login(tab, store, 10 * MIN);
    await arrive();
    await tab.clock.advance(0);
    // The second session's warning and expiry.
    expect(tab.clock.pending).toBe(2);
    await tab.clock.advance(6 * MIN);
    // The first session's warning (at 4 min) and expiry (at 5) never fire.
    expect(events.map((event) => event.type)).toEqual(['login', 'login']);
    await tab.clock.advance(3 * MIN);
    expect(events.at(-1)).toMatchObject({ type: 'expiring', session: second });
  });

  it('runs a refresh asked before the chunk is there once it lands', async () => {
    const tab = freshTab();
    const { store } = open({ ...tab, refresher: refresherFor(tab) });
    const before = await login(tab, store);
    const refreshed = store.refresh();
    expect(store.refresh()).toBe(refreshed);
    await arrive();
    const after = await refreshed;
    expect(after.publicKey).not.toBe(before.publicKey);
    expect(store.getSnapshot().session).toBe(after);
  });

  it('fails a refresh with NETWORK_ERROR when the chunk cannot load, and the next one loads it', async () => {
    const tab = freshTab();
    const { store } = open({ ...tab, refresher: refresherFor(tab) });
    const before = await login(tab, store);
    const refused = store.refresh();
    failLoad();
    await expect(refused).rejects.toSatisfy(
      (error) => error instanceof KitError && error.code === 'NETWORK_ERROR',
    );
    expect(store.getSnapshot().session).toBe(before);
    const retried = store.refresh();
    await arrive();
    await expect(retried).resolves.toMatchObject({ organizationId: 'org-1' });
  });

  it('reports a failed load once, tries again until the chunk lands, then sets the timers', async () => {
    const tab = freshTab();
    const { store, events, types } = open(tab);
    await login(tab, store);
    failLoad();
    await tab.clock.advance(0);
    expect(events.at(-1)).toMatchObject({
      type: 'refreshFailed',
      error: expect.objectContaining({ code: 'NETWORK_ERROR' }),
    });
    // Tried again 5 s later (failing again, reported no more), then 10 s after that.
    await tab.clock.advance(5_000);
    failLoad();
    await tab.clock.advance(10_000);
    expect(imports).toHaveLength(1);
    await arrive();
    await tab.clock.advance(4 * MIN - 15_000 - 1);
    expect(types()).toEqual(['login', 'refreshFailed']);
    await tab.clock.advance(1);
    expect(types()).toEqual(['login', 'refreshFailed', 'expiring']);
  });

  it('stops trying again once the session is gone', async () => {
    const tab = freshTab();
    const { store } = open(tab);
    await login(tab, store);
    failLoad();
    await tab.clock.advance(0);
    await store.signOut();
    await tab.clock.advance(10 * MIN);
    expect(imports).toHaveLength(0);
    expect(tab.clock.pending).toBe(0);
  });

  it('follows another tab while the chunk loads, and times the session it follows', async () => {
    const hub = createBroadcastHub();
    const shared = freshTab();
    const a = open({ ...shared, channel: hub.channel() });
    const b = open({ ...shared, channel: hub.channel() });
    await Promise.all([a.store.ready(), b.store.ready()]);
    const followed = new Promise<void>((resolve) =>
      b.store.on((event) => event.type === 'login' && resolve()),
    );
    const session = await login(shared, a.store);
    await followed;
    expect(b.store.getSnapshot().session?.token).toBe(session.token);
    expect(b.events.at(-1)).toMatchObject({ type: 'login', remote: true });
    // One load serves both tabs' timers (one page's module here; each tab has its own page).
    await arrive();
    await shared.clock.advance(5 * MIN);
    expect(a.types()).toEqual(['login', 'expiring', 'expired']);
    expect(b.types()).toEqual(['login', 'expiring', 'expired']);
  });
});
