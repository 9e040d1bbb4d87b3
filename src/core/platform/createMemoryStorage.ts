import type { StorageLike } from './storageLike.js';

/** A `StorageLike` in memory: the default outside browsers (SSR, Node, tests). */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}
