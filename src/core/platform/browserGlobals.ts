import type { StorageLike } from './storageLike.js';

/**
 * Browser globals, read only when a kit is created (never at import time, so the core imports
 * cleanly during server-side rendering). Each answers undefined where the platform lacks it.
 */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | undefined {
  try {
    const storage = (globalThis as { [k: string]: unknown })[name] as StorageLike | undefined;
    return storage && typeof storage.getItem === 'function' ? storage : undefined;
  } catch {
    // Reading `localStorage` throws in sandboxed iframes and with storage blocked.
    return undefined;
  }
}

/** True in a browser page (a `window` with a `document`), false in Node, workers and SSR. */
export const isBrowserPage = (): boolean =>
  typeof window !== 'undefined' && typeof document !== 'undefined';
