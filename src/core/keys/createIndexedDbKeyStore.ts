import { del, get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';
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
 * Session keys in IndexedDB through `idb-keyval` (the key store DESIGN.md names), keyed by
 * compressed public key, in the kit's own database opened from the given factory. A `CryptoKey`
 * is stored by structured clone (HTML "serializable objects"): the browser keeps the key
 * material, and a key made non-extractable stays so when read back, so no script can export it.
 * A write or delete is answered once its transaction has committed (`idb-keyval` waits for the
 * transaction), so it is durable when the promise settles; any failure is
 * `STORAGE_UNAVAILABLE`.
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
    const opened = promisifyRequest(request);
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

  const kitStore: UseStore = async (mode, callback) => {
    db ??= open();
    const database = await db;
    return callback(database.transaction(storeName, mode).objectStore(storeName));
  };

  const wrap = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (cause) {
      if (cause instanceof KitError) throw cause;
      throw new KitError('STORAGE_UNAVAILABLE', `IndexedDB ${what} failed`, { cause });
    }
  };

  return {
    put: (entry) => wrap('write', () => set(entry.publicKey, entry, kitStore)),
    get: (publicKey) => wrap('read', () => get<StoredKey>(publicKey, kitStore)),
    delete: (publicKey) => wrap('delete', () => del(publicKey, kitStore)),
    list: () => wrap('read', () => keys<string>(kitStore)),
  };
}
