import { createIndexedDbKeyStore } from './createIndexedDbKeyStore.js';
import { createMemoryKeyStore } from './createMemoryKeyStore.js';
import type { KeyStore } from './keyStore.js';

/**
 * The kit's default key store in a browser: IndexedDB (wire-details, "Session keys in the
 * browser"), or keys in memory where the browser refuses IndexedDB (none, or it cannot be
 * opened: a private window, site data blocked). A login then still works, but its session ends
 * with the page, and `persistence` says so (`INDEXEDDB_UNAVAILABLE`), for the app and the modal
 * to tell the user. Which one is decided once, by the first use.
 */
export function createBrowserKeyStore(indexedDB?: IDBFactory): KeyStore {
  const durable = createIndexedDbKeyStore({ indexedDB });
  let chosen: Promise<KeyStore> | undefined;
  type Call = (arg: unknown) => Promise<unknown>;
  const self: { persistence?: KeyStore['persistence'] } & Record<string, Call> = {};
  for (const method of ['put', 'get', 'delete', 'list'] as const) {
    self[method] = async (arg) => {
      chosen ??= durable.list().then(
        () => durable,
        () => {
          self.persistence = { mode: 'memory', reason: 'INDEXEDDB_UNAVAILABLE' };
          return createMemoryKeyStore();
        },
      );
      return ((await chosen)[method] as Call)(arg);
    };
  }
  return self as unknown as KeyStore;
}
