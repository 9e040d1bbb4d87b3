/**
 * How much of request bodies still arriving the HTTP server holds. Without a bound, a thousand
 * connections that each send most of a body (`maxBodyBytes`, 2 MiB) and stall would hold about
 * 2 GiB for the five minutes of Node's request timeout. The defaults leave room for several
 * full bodies per client at once.
 */
export interface UploadLimits {
  /** Bytes of unfinished bodies held for all clients together. Default 64 MiB. */
  maxPendingBytes: number;
  /** Bytes of unfinished bodies held for one client address. Default 16 MiB. */
  maxPendingBytesPerClient: number;
  /** A body that sends nothing for this long is answered 408 and dropped. Default 10 000 ms. */
  stallTimeoutMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: Readonly<UploadLimits> = Object.freeze({
  maxPendingBytes: 64 * 1024 * 1024,
  maxPendingBytesPerClient: 16 * 1024 * 1024,
  stallTimeoutMs: 10_000,
});

/** One body being received: what it holds and when it last sent something. */
export interface PendingUpload {
  readonly client: string;
  bytes: number;
  lastDataAt: number;
  /** Called once when the body stalled; the upload is already released. */
  readonly onStall: () => void;
}

/** Which limit a chunk would break: this client's share, or the server's whole budget. */
export type UploadRefusal = 'client' | 'total';

/**
 * The accounting behind `UploadLimits`: bytes held per client and in total, and one sweep timer
 * (not one per request: most bodies arrive in one chunk, and a timer each would cost every
 * request) that drops bodies idle longer than `stallTimeoutMs`. The timer is unref'd: it never
 * keeps the process alive.
 */
export class UploadBudget {
  readonly limits: UploadLimits;
  #total = 0;
  readonly #perClient = new Map<string, number>();
  readonly #open = new Set<PendingUpload>();
  readonly #now: () => number;
  readonly #sweeper: ReturnType<typeof setInterval>;

  constructor(limits: Partial<UploadLimits> = {}, now: () => number = Date.now) {
    this.limits = { ...DEFAULT_UPLOAD_LIMITS, ...limits };
    this.#now = now;
    // A stalled body is dropped between one and one and a quarter timeouts after its last byte.
    const every = Math.max(25, Math.floor(this.limits.stallTimeoutMs / 4));
    this.#sweeper = setInterval(() => this.#sweep(), every);
    this.#sweeper.unref();
  }

  /** Bytes held now (all clients), for tests and diagnostics. */
  get pendingBytes(): number {
    return this.#total;
  }

  /** Starts the watch of one body from `client`. */
  open(client: string, onStall: () => void): PendingUpload {
    const upload: PendingUpload = { client, bytes: 0, lastDataAt: this.#now(), onStall };
    this.#open.add(upload);
    return upload;
  }

  /**
   * Counts a chunk of `bytes` against the limits. Answers the refusal (nothing counted) when the
   * chunk would take this client, or everyone, past its limit.
   */
  take(upload: PendingUpload, bytes: number): UploadRefusal | undefined {
    const client = (this.#perClient.get(upload.client) ?? 0) + bytes;
    if (client > this.limits.maxPendingBytesPerClient) return 'client';
    if (this.#total + bytes > this.limits.maxPendingBytes) return 'total';
    this.#perClient.set(upload.client, client);
    this.#total += bytes;
    upload.bytes += bytes;
    upload.lastDataAt = this.#now();
    return undefined;
  }

  /** The body ended, was refused or broke off: what it held is free again. */
  close(upload: PendingUpload): void {
    if (!this.#open.delete(upload)) return;
    this.#total -= upload.bytes;
    const left = (this.#perClient.get(upload.client) ?? 0) - upload.bytes;
    if (left > 0) this.#perClient.set(upload.client, left);
    else this.#perClient.delete(upload.client);
    upload.bytes = 0;
  }

  /** Stops the sweep (the server closed). */
  stop(): void {
    clearInterval(this.#sweeper);
  }

  #sweep(): void {
    const stalledBefore = this.#now() - this.limits.stallTimeoutMs;
    for (const upload of this.#open) {
      if (upload.lastDataAt > stalledBefore) continue;
      this.close(upload);
      upload.onStall();
    }
  }
}
