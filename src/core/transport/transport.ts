import type { KitError, KitErrorOptions } from '../errors/kitError.js';
import type { KitErrorCode } from '../errors/kitErrorCode.js';

/** `fetch` as the kit calls it: injectable (DESIGN.md, "Inject the platform"). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The error family a service's failures are reported as (`ProxyError`, `SignedApiError`). */
export type ServiceErrorClass = new (
  code: KitErrorCode,
  shortMessage: string,
  options?: KitErrorOptions,
) => KitError;

export interface TransportRequest {
  url: string;
  /** The exact body string: sent as is, byte for byte, on every attempt. */
  body: string;
  headers?: Record<string, string>;
  /**
   * Whether resending the same bytes is safe: queries, idempotent proxy reads, and submits
   * (the service answers an identical submit with the activity it already created).
   */
  retry: boolean;
  signal?: AbortSignal;
  /** Per-attempt time-out; overrides the transport's default. */
  timeoutMs?: number;
  errorType: ServiceErrorClass;
}

export interface Transport {
  /** POSTs the body and answers the parsed JSON, or throws a `KitError`. */
  request<T>(request: TransportRequest): Promise<T>;
}
