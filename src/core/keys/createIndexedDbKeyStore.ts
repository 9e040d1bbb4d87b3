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

/**
 * Session keys in IndexedDB, keyed by compressed public key. A `CryptoKey` is stored by
 * structured clone (HTML "serializable objects"): the browser keeps the key material, and a key
 * made non-extractable stays so when read back, so no script can export it. Four calls of the
 * IndexedDB API itself, one transaction each, rather than a wrapper library: about 0.3 KB gzip
 * less in every app's first load.
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
    return new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => {
        // Browsers may close the connection (storage pressure, Safari); reopen next time.
        request.result.onclose = () => {
          db = undefined;
        };
        resolve(request.result);
      };
      request.onerror = () => {
        db = undefined;
        reject(request.error);
      };
    });
  };

  /**
   * One request in a transaction of its own, answered once the transaction has committed
   * (IndexedDB 3.0, "transaction lifecycle"), so a write is durable when the promise settles.
   * Reads run read-only; any failure (no database, a refused open, an aborted transaction) is
   * `STORAGE_UNAVAILABLE`.
   */
  const inStore = async <T>(
    what: 'read' | 'write' | 'delete',
    run: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    try {
      db ??= open();
      const transaction = (await db).transaction(
        storeName,
        what === 'read' ? 'readonly' : 'readwrite',
      );
      const request = run(transaction.objectStore(storeName));
      return await new Promise<T>((resolve, reject) => {
        transaction.oncomplete = () => resolve(request.result);
        transaction.onabort = transaction.onerror = () =>
          reject(transaction.error ?? request.error);
      });
    } catch (cause) {
      if (cause instanceof KitError) throw cause;
      throw new KitError('STORAGE_UNAVAILABLE', `IndexedDB ${what} failed`, { cause });
    }
  };

  return {
    put: async (entry) => {
      await inStore('write', (store) => store.put(entry, entry.publicKey));
    },
    get: (publicKey) =>
      inStore('read', (store) => store.get(publicKey) as IDBRequest<StoredKey | undefined>),
    delete: (publicKey) => inStore('delete', (store) => store.delete(publicKey)),
    list: () => inStore('read', (store) => store.getAllKeys() as IDBRequest<string[]>),
  };
}
