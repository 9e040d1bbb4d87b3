import type { Timestamp } from 'embedded-wallet-kit/protocol';

/** Epoch milliseconds to the spec's `{seconds, nanos}` timestamp object. */
export function toTimestamp(ms: number): Timestamp {
  const seconds = Math.floor(ms / 1000);
  return { seconds: String(seconds), nanos: String((ms - seconds * 1000) * 1_000_000) };
}
