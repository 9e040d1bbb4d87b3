import type { Clock } from '../platform/clock.js';
import { type SessionLifecycle, sessionLifecycleChunk } from './sessionLifecycleChunk.js';

/** The wait before a failed load of the lifecycle is tried again, doubled up to a minute. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;

/**
 * Sets a shown session's timers once the lifecycle chunk is there (sessionLifecycleChunk.ts): in
 * this task when it is loaded, else when its load lands, unless cancelled first. The store
 * cancels before every new schedule (a newer session, a sign-out, `destroy()`), so no timer of a
 * session no longer shown is set late. `set` answers the cancel of the timers it sets; they are
 * right however late they are set, each being at a time the session's expiry fixes (one already
 * due runs at once).
 *
 * A failed load (offline) goes to `failed` once, then is tried again on `clock`, 5 s later and
 * doubling to a minute, until it lands or is cancelled: a signed-in page is not left without
 * its expiry, and the app hears of the failure.
 */
export function scheduleWhenLoaded(
  clock: Clock,
  set: (lifecycle: SessionLifecycle) => () => void,
  failed: (error: unknown) => void,
): () => void {
  let live = true;
  let cancel: (() => void) | undefined;
  let retry: unknown;
  let waitMs = RETRY_FIRST_MS;
  const attempt = (): void => {
    const loaded = sessionLifecycleChunk.loaded();
    if (loaded) {
      cancel = set(loaded);
      return;
    }
    sessionLifecycleChunk.load().then(
      () => live && attempt(),
      (error: unknown) => {
        if (!live) return;
        if (waitMs === RETRY_FIRST_MS) failed(error);
        retry = clock.setTimeout(attempt, waitMs);
        waitMs = Math.min(2 * waitMs, RETRY_MAX_MS);
      },
    );
  };
  attempt();
  return () => {
    live = false;
    cancel?.();
    clock.clearTimeout(retry);
  };
}
