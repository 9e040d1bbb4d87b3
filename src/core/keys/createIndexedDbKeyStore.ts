import { KitError } from '../errors/kitError.js';
import type { KeyStore, StoredKey } from './keyStore.js';

export interface IndexedDbKeyStoreOptions {
  /** Default `embedded-wallet-kit`: the kit's own database, apart from the app's. */
  dbName?: string;
  /** Default `session-keys`. */
  storeName?: string;
  /** Default `globalThis.indexedDB`, read on first use (never at import time). */
  indexedDB?: IDBFactory;
}

/** A request's result once it succeeds, its error once it fails (IndexedDB `success`/`error`). */
const requested = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * Settles once a transaction has committed (`complete`), or fails when it aborts: a write is
 * durable only then, not when its request succeeds (IndexedDB "committing a transaction").
 */
const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () => reject(transaction.error);
  });

/**
 * Session keys in IndexedDB, keyed by compressed public key, in the kit's own database opened
 * from the given factory. The four operations it needs are written here rather than taken from
 * a key-value library (`idb-keyval`), whose default store every app would ship too: 0.2 KB gzip
 * up front (`npm run bench -- bundleSize`, the core login app). A
 * `CryptoKey` is stored by structured clone (HTML "serializable objects"): the browser keeps the
 * key material, and a key made non-extractable stays so when read back, so no script can export
 * it. A write or delete is answered once its transaction has committed, so it is durable when the
 * promise settles; any failure is `STORAGE_UNAVAILABLE`.
 */
export function createIndexedDbKeyStore(options: IndexedDbKeyStoreOptions = {}): KeyStore {
  const dbName = options.dbName ?? 'embedded-wallet-kit';
  const storeName = options.storeName ?? 'session-keys';
  let db: Promise<IDBDatabase> | undefined;

  const open = (): Promise<IDBDatabase> => {
    const factory = options.indexedDB ?? globalThis.indexedDB;
    if (!factory) {
      return Promise.reject(
        new KitError('STORAGE_UNAVAILABLE', 'IndexedDB is not available on this platform'),
      );
    }
    const request = factory.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opened = requested(request);
    opened.then(
      (database) => {
        // Browsers may close the connection (storage pressure, Safari); reopen next time.
        database.onclose = () => {
          db = undefined;
        };
      },
      () => {
        db = undefined;
      },
    );
    return opened;
  };

  /** Runs `run` on the store in one transaction of `mode`; any failure is `STORAGE_UNAVAILABLE`. */
  const withStore = async <T>(
    what: string,
    mode: IDBTransactionMode,
    run: (store: IDBObjectStore) => Promise<T>,
  ): Promise<T> => {
    try {
      db ??= open();
      const database = await db;
      return await run(database.transaction(storeName, mode).objectStore(storeName));
    } catch (cause) {
      if (cause instanceof KitError) throw cause;
      throw new KitError('STORAGE_UNAVAILABLE', `IndexedDB ${what} failed`, { cause });
    }
  };

  return {
    put: (entry) =>
      withStore('write', 'readwrite', (store) => {
        store.put(entry, entry.publicKey);
        return committed(store.transaction);
      }),
    get: (publicKey) =>
      withStore('read', 'readonly', (store) =>
        requested(store.get(publicKey) as IDBRequest<StoredKey | undefined>),
      ),
    delete: (publicKey) =>
      withStore('delete', 'readwrite', (store) => {
        store.delete(publicKey);
        return committed(store.transaction);
      }),
    list: () =>
      withStore('read', 'readonly', (store) =>
        requested(store.getAllKeys() as IDBRequest<string[]>),
      ),
  };
}
