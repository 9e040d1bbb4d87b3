import type { ReplayStore } from './replayStore.js';

/**
 * A `ReplayStore` in this process's memory: the verifier's default. It protects one process:
 * behind a load balancer, in serverless functions or edge isolates (a new one per region or
 * cold start), a replay that reaches another instance is not recognised; give those a shared
 * store. Records are dropped once their window has passed; `maxEntries` (default 100 000)
 * bounds memory, and when it is reached new requests are refused until records expire (failing
 * closed rather than forgetting a live one).
 */
export function createMemoryReplayStore(
  options: { maxEntries?: number; now?: () => number } = {},
): ReplayStore {
  const maxEntries = options.maxEntries ?? 100_000;
  const now = options.now ?? Date.now;
  const seen = new Map<string, number>();
  let claims = 0;
  const sweep = (at: number) => {
    for (const [id, expiresAtMs] of seen) if (expiresAtMs <= at) seen.delete(id);
  };
  return {
    claim(id, expiresAtMs) {
      const at = now();
      const held = seen.get(id);
      if (held !== undefined && held > at) return false;
      // Expired records go now and then, and at once when the store is full.
      if (++claims % 1024 === 0 || seen.size >= maxEntries) sweep(at);
      if (seen.size >= maxEntries) throw new Error('the replay store is full');
      seen.set(id, expiresAtMs);
      return true;
    },
  };
}
