/**
 * Time as a parameter (DESIGN.md, "Inject the platform"): expiry warnings, retries with backoff,
 * time-outs and popup polling all read the clock through this, so tests drive time without
 * patching globals. The default reads the globals when called, never at import time.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
