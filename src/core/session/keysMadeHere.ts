import type { Clock } from '../platform/clock.js';
import { deviceNow } from '../platform/createServiceClock.js';
import type { StorageLike } from '../platform/storageLike.js';

/**
 * The public keys this kit made in this browser (session keys, a signup's short-lived key),
 * while they may still live on the service: the keys that the user of this browser alone could
 * have used, since their private halves never left it. A wallet login tells them from keys it did
 * not make (`foreignCredentials`).
 */
export interface KeysMadeHere {
  /** Remembers a key until a day past `expiresAt` (epoch ms). */
  remember(publicKey: string, expiresAt: number): void;
  has(publicKey: string): boolean;
}

const KEEP_PAST_EXPIRY_MS = 24 * 60 * 60_000;
const MAX_KEYS = 64;

/** Persisted in `storage` (public keys and expiries only), the newest `MAX_KEYS`. */
export function createKeysMadeHere(
  storage: StorageLike,
  storageKey: string,
  clock: Clock,
): KeysMadeHere {
  const read = (): [string, number][] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
      );
    } catch {
      return [];
    }
  };
  const live = () => read().filter(([, at]) => at + KEEP_PAST_EXPIRY_MS > deviceNow(clock));
  return {
    remember(publicKey, expiresAt) {
      const key = publicKey.toLowerCase();
      const kept = live().filter(([k]) => k !== key);
      const next = [...kept, [key, expiresAt] as [string, number]].slice(-MAX_KEYS);
      try {
        storage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // A full or refused storage: the key is not remembered, and a later wallet login may
        // take it for someone else's (refused: the safe side).
      }
    },
    has(publicKey) {
      const key = publicKey.toLowerCase();
      return live().some(([k]) => k === key);
    },
  };
}
