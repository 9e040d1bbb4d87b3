import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../platform/createMemoryStorage.js';
import { createSessionStore } from '../session/createSessionStore.js';
import { createBrowserKeyStore } from './createBrowserKeyStore.js';
import { createSessionKey } from './createSessionKey.js';

/** IndexedDB as a private window or blocked site data leave it: present, but `open` fails. */
function refusingIndexedDb(): IDBFactory {
  const factory = new IDBFactory();
  factory.open = () => {
    throw new DOMException('The user denied permission to access the database.', 'SecurityError');
  };
  return factory;
}

// Issue 29 item 8: with IndexedDB gone the kit keeps keys in memory, and says so.
describe('createBrowserKeyStore', () => {
  it('keeps keys in IndexedDB where it opens, and says nothing', async () => {
    const store = createBrowserKeyStore(new IDBFactory());
    const key = await createSessionKey(store, 1000);
    expect(await store.list()).toEqual([key.publicKey]);
    expect(store.persistence).toBeUndefined();
  });

  it('falls back to memory where IndexedDB cannot be opened, and says so', async () => {
    const store = createBrowserKeyStore(refusingIndexedDb());
    const key = await createSessionKey(store, 1000);
    expect((await store.get(key.publicKey))?.publicKey).toBe(key.publicKey);
    expect(store.persistence).toEqual({ mode: 'memory', reason: 'INDEXEDDB_UNAVAILABLE' });
  });

  it('tells the session snapshot, for the app and the modal to read', async () => {
    const sessions = (keyStore: ReturnType<typeof createBrowserKeyStore>) =>
      createSessionStore({
        notarizerKey: `02${'11'.repeat(32)}`,
        keyStore,
        storage: createMemoryStorage(),
        storageKey: 's',
      });
    const refused = sessions(createBrowserKeyStore(refusingIndexedDb()));
    expect(await refused.ready()).toMatchObject({
      status: 'signedOut',
      persistence: { mode: 'memory', reason: 'INDEXEDDB_UNAVAILABLE' },
    });
    const durable = sessions(createBrowserKeyStore(new IDBFactory()));
    expect(await durable.ready()).toMatchObject({ persistence: { mode: 'durable' } });
    refused.destroy();
    durable.destroy();
  });
});
