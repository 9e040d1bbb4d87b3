/**
 * Fixed-window counters in memory (limits reset with the process, as a dev server's may).
 * `hit` counts one call for a key and answers 0, or how many milliseconds until the key's
 * window ends when it is over the limit (that call is not counted). Ended windows are dropped
 * when the map is full, so a flood of addresses cannot grow it without bound.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { endMs: number; count: number }>();

  constructor(private readonly maxKeys = 10_000) {}

  hit(key: string, limit: number, windowMs: number, nowMs: number): number {
    let window = this.windows.get(key);
    if (!window || nowMs >= window.endMs) {
      if (!window && this.windows.size >= this.maxKeys) this.sweep(nowMs);
      window = { endMs: nowMs + windowMs, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= limit) return window.endMs - nowMs;
    window.count += 1;
    return 0;
  }

  private sweep(nowMs: number): void {
    for (const [key, window] of this.windows) {
      if (nowMs >= window.endMs) this.windows.delete(key);
    }
    // Still full (a flood within one window): the oldest windows go first.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
