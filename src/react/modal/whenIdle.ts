type IdleWindow = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `run` once the browser is idle (at most `timeoutMs` later), and answers a cancel for an
 * effect's cleanup. The modal's prefetches go through it so that fetching and parsing a chunk
 * the user may need next never competes with painting the screen they see now. Where
 * `requestIdleCallback` is missing (Safari, a
 * test DOM) a zero timeout stands in: still after the current frame's work.
 */
export function whenIdle(run: () => void, timeoutMs = 500): () => void {
  const idle = globalThis as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(run, { timeout: timeoutMs });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}
