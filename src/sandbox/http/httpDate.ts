let cachedSecond = Number.NaN;
let cachedText = '';

/**
 * The `Date` header of an answer (RFC 9110 6.6.1, IMF-fixdate) at the sandbox's clock, so a
 * test's injected clock and the service's answers agree, and a client can learn its own clock's
 * offset from it. One string per second, as Node makes its own.
 */
export function httpDate(nowMs: number): string {
  const second = Math.floor(nowMs / 1000);
  if (second !== cachedSecond) {
    cachedSecond = second;
    cachedText = new Date(second * 1000).toUTCString();
  }
  return cachedText;
}
