import type { KeyStore, StoredKey } from './keyStore.js';

/** Session keys in memory: for Node, server rendering and tests. Gone with the process. */
export function createMemoryKeyStore(): KeyStore {
  const entries = new Map<string, StoredKey>();
  return {
    put: async (entry) => {
      entries.set(entry.publicKey, entry);
    },
    get: async (publicKey) => entries.get(publicKey),
    delete: async (publicKey) => {
      entries.delete(publicKey);
    },
    list: async () => [...entries.keys()],
    persistence: { mode: 'memory', reason: 'MEMORY_STORE' },
  };
}
