import { KitError } from '../errors/kitError.js';
import { type LazyModule, lazyModule } from '../platform/lazyModule.js';

export type SessionLifecycle = typeof import('./sessionLifecycle.js');

/**
 * The session lifecycle (sessionLifecycle.ts): a chunk fetched when a session is about to be
 * shown (a login begins, a persisted session is restored) and read synchronously once there
 * (`loaded()`), so a session shown then gets its timers in the same task. A failed load (offline)
 * rejects with a `NETWORK_ERROR` `KitError` and is forgotten, so the next use fetches again.
 *
 * The only static imports are `KitError` and `lazyModule`, which the page's entry holds anyway:
 * a module this file imported statically would be shared between the entry and the chunk, and
 * rolldown then moves it into a small chunk of its own that the entry loads up front.
 */
export const sessionLifecycleChunk: LazyModule<SessionLifecycle> = /* @__PURE__ */ lazyModule(
  () => import('./sessionLifecycle.js'),
  (cause) => new KitError('NETWORK_ERROR', 'the session code could not be loaded', { cause }),
);

/**
 * Starts the load ahead of a session: as a login begins (the kit's ceremonies), and as a
 * persisted session is about to be restored. A failure is left for the use to report and retry.
 */
export function preloadSessionLifecycle(): void {
  sessionLifecycleChunk.load().catch(() => {});
}
