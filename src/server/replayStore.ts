/**
 * Where the verifier records the signed requests it has accepted, so that the same one is
 * refused when it comes again inside its window. `claim` must be atomic: it records `id` and
 * answers true only if no live record of `id` existed. A shared store (Redis `SET id 1 NX PXAT
 * expiresAtMs`, a database row with a unique key) protects every instance of a backend; the
 * default, `createMemoryReplayStore()`, protects one process only.
 */
export interface ReplayStore {
  /**
   * Records `id` until `expiresAtMs` (epoch ms; after it the request is stale anyway) and answers
   * whether it was new. A store that fails throws: the request is then refused
   * (`REPLAY_CHECK_FAILED`), never let through.
   */
  claim(id: string, expiresAtMs: number): boolean | Promise<boolean>;
}
