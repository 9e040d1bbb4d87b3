import type { Clock } from '../../../src/core/platform/clock.js';

/** Lets pending promise callbacks (and I/O callbacks queued before them) run. */
export const flush = async (rounds = 3): Promise<void> => {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
};

export interface ManualClock extends Clock {
  /** Moves time forward, firing due timers in order, letting promises settle between them. */
  advance(ms: number): Promise<void>;
  /** Jumps to the next timer and fires it; false when none is pending. */
  next(): Promise<boolean>;
  /** Delays of timers as they were set, in order (for backoff assertions). */
  readonly delays: number[];
  readonly pending: number;
}

/** A clock for tests: time moves only when told to (no sleeps, no timing assertions). */
export function createManualClock(start = 1_800_000_000_000): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const delays: number[] = [];
  const earliest = (limit: number) => {
    let found: [number, { at: number; fn: () => void }] | undefined;
    for (const entry of timers) {
      if (entry[1].at <= limit && (!found || entry[1].at < found[1].at)) found = entry;
    }
    return found;
  };
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = ++seq;
      delays.push(ms);
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    delays,
    get pending() {
      return timers.size;
    },
    async advance(ms) {
      const target = now + ms;
      for (;;) {
        await flush();
        const due = earliest(target);
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].fn();
      }
      now = target;
      await flush();
    },
    async next() {
      await flush();
      const due = earliest(Number.POSITIVE_INFINITY);
      if (!due) return false;
      timers.delete(due[0]);
      now = Math.max(now, due[1].at);
      due[1].fn();
      await flush();
      return true;
    },
  };
}
