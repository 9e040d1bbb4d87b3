import { forceCloseDatabase, IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createIndexedDbKeyStore } from './createIndexedDbKeyStore.js';
import { createMemoryKeyStore } from './createMemoryKeyStore.js';
import { createSessionKey } from './createSessionKey.js';
import type { KeyStore, StoredKey } from './keyStore.js';
import { pruneKeys } from './pruneKeys.js';

const stores: [string, () => KeyStore][] = [
  ['IndexedDB (fake-indexeddb)', () => createIndexedDbKeyStore({ indexedDB: new IDBFactory() })],
  ['memory', () => createMemoryKeyStore()],
];

describe.each(stores)('%s key store', (_name, make) => {
  it('stores a session key by its compressed public key, and deletes it', async () => {
    const store = make();
    const key = await createSessionKey(store, 1000);
    expect(key.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(await store.list()).toEqual([key.publicKey]);
    const read = await store.get(key.publicKey);
    expect(read?.createdAt).toBe(1000);
    // The pair read back still signs.
    const sig = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      read!.keyPair.privateKey,
      new Uint8Array([1, 2, 3]),
    );
    expect(
      await crypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        key.keyPair.publicKey,
        sig,
        new Uint8Array([1, 2, 3]),
      ),
    ).toBe(true);
    await store.delete(key.publicKey);
    expect(await store.get(key.publicKey)).toBeUndefined();
    expect(await store.list()).toEqual([]);
  });

  it('never lets the private key be exported, before or after storage', async () => {
    const store = make();
    const key = await createSessionKey(store, 0);
    const read = (await store.get(key.publicKey))!;
    for (const privateKey of [key.keyPair.privateKey, read.keyPair.privateKey]) {
      expect(privateKey.extractable).toBe(false);
      for (const format of ['pkcs8', 'jwk', 'raw'] as const) {
        await expect(crypto.subtle.exportKey(format, privateKey)).rejects.toThrow();
      }
    }
  });

  it('pruneKeys deletes keys no session uses, keeping young ones (logins in progress)', async () => {
    const store = make();
    const current = await createSessionKey(store, 0);
    const stale = await createSessionKey(store, 0);
    const young = await createSessionKey(store, 9_000);
    await pruneKeys(store, current.publicKey, 10_000, 5_000);
    const left = await store.list();
    expect(left).toContain(current.publicKey);
    expect(left).toContain(young.publicKey);
    expect(left).not.toContain(stale.publicKey);
  });
});

describe('createIndexedDbKeyStore', () => {
  it('reports STORAGE_UNAVAILABLE where there is no IndexedDB', async () => {
    const store = createIndexedDbKeyStore({ indexedDB: undefined });
    const saved = globalThis.indexedDB;
    // Node has no global indexedDB unless a test installs one.
    expect(saved).toBeUndefined();
    await expect(store.list()).rejects.toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
  });

  it('keeps keys across store instances on the same database (a reload)', async () => {
    const factory = new IDBFactory();
    const first = createIndexedDbKeyStore({ indexedDB: factory });
    const key = await createSessionKey(first, 0);
    const second = createIndexedDbKeyStore({ indexedDB: factory });
    expect((await second.get(key.publicKey))?.publicKey).toBe(key.publicKey);
  });

  it('answers a failed write as STORAGE_UNAVAILABLE, and goes on working', async () => {
    const store = createIndexedDbKeyStore({ indexedDB: new IDBFactory() });
    const key = await createSessionKey(store, 0);
    // A function cannot be stored (HTML structured clone): the put throws DataCloneError.
    const unclonable = { ...key, publicKey: '03ff', createdAt: () => 0 } as unknown as StoredKey;
    await expect(store.put(unclonable)).rejects.toMatchObject({
      code: 'STORAGE_UNAVAILABLE',
      cause: { name: 'DataCloneError' },
    });
    expect(await store.list()).toEqual([key.publicKey]);
  });

  it('opens the database again after the browser closed it', async () => {
    const factory = new IDBFactory();
    const connections: IDBDatabase[] = [];
    const watched = {
      open(name: string) {
        const request = factory.open(name);
        request.addEventListener('success', () => connections.push(request.result));
        return request;
      },
    } as unknown as IDBFactory;
    const store = createIndexedDbKeyStore({ indexedDB: watched });
    const key = await createSessionKey(store, 0);
    // What a browser does under storage pressure: it closes the connection and fires `close`.
    // fake-indexeddb types its parameter as the class (`typeof FDBDatabase`); it takes a
    // connection.
    forceCloseDatabase(connections[0] as unknown as Parameters<typeof forceCloseDatabase>[0]);
    expect((await store.get(key.publicKey))?.publicKey).toBe(key.publicKey);
    expect(connections).toHaveLength(2);
  });
});
