export interface CallOptions {
  signal?: AbortSignal;
  /** Per-attempt time-out in ms for this call. */
  timeoutMs?: number;
}
