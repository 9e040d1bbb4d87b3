import { parseJson } from '../../protocol/encoding.js';
import type { KitError } from '../errors/kitError.js';
import { loadKitErrorFromWire } from '../errors/loadKitErrorFromWire.js';
import { TransportError } from '../errors/transportError.js';
import { type Clock, systemClock } from '../platform/clock.js';
import type { ServiceClock } from '../platform/createServiceClock.js';
import { sleep } from '../platform/sleep.js';
import { type AttemptOutcome, sendAttempt } from './sendAttempt.js';
import type { FetchLike, Transport, TransportRequest } from './transport.js';

export interface TransportOptions {
  /** Default: `globalThis.fetch`, read at call time. */
  fetch?: FetchLike;
  /** Per-attempt time-out in ms. Default 20 000. */
  timeoutMs?: number;
  /** Extra attempts for requests that may be resent. Default 2. */
  retries?: number;
  /** Backoff base in ms (doubled per attempt, full jitter). Default 300. */
  backoffMs?: number;
  /** Backoff ceiling in ms. Default 5 000. */
  maxBackoffMs?: number;
  clock?: Clock;
  /**
   * Told the service's time of every successful answer (2xx, not redirected): its `Date` header
   * (RFC 9110 section 6.6.1, to the second; readable across origins where the service exposes
   * it), bounded by the round trip. Error answers teach it nothing (a proxy's 502 carries the
   * proxy's time, or anyone's).
   */
  serviceClock?: Pick<ServiceClock, 'observe' | 'device'>;
  /** Uniform [0, 1) for jitter. Default `Math.random` (jitter need not be unpredictable). */
  random?: () => number;
}

/**
 * Statuses worth a second try of the same bytes: the service or a proxy in front of it was
 * momentarily unable to answer (RFC 9110 section 15.5.9, 15.6.3-5; 429 per RFC 6585 section 4).
 * 500 is not among them: the sandbox's 500 is a bug, and a retry would only hide it.
 */
const RETRY_STATUSES = /* @__PURE__ */ new Set([408, 429, 502, 503, 504]);

/**
 * An attempt's answer: the JSON to return, or how to make the error and whether a retry may help.
 * The error is made only when it is thrown: an error answer that a retry replaces never loads
 * the mapping's chunk.
 */
type Verdict<T> =
  | { done: true; value: T }
  | { done: false; error: () => Promise<KitError>; retryable: boolean; retryAfterMs?: number };

/**
 * The `KitError` of an error answer, mapped by `kitErrorFromWire` (a chunk loaded on the first
 * error answer). When that chunk cannot be fetched (the network dropped after the answer came),
 * the caller still gets a typed error: `NETWORK_ERROR`, as any request that cannot reach the
 * service, with the answer's status kept. `load` is the chunk's loader (a test gives one that
 * fails).
 */
export async function errorOfAnswer(
  status: number,
  json: unknown,
  response: Response,
  request: Pick<TransportRequest, 'errorType'>,
  load: typeof loadKitErrorFromWire = loadKitErrorFromWire,
): Promise<KitError> {
  try {
    const { kitErrorFromWire } = await load();
    return kitErrorFromWire(status, json, response, request.errorType);
  } catch (cause) {
    return new TransportError('NETWORK_ERROR', 'the service could not be reached', {
      details: { status },
      cause,
    });
  }
}

function verdictOf<T>(outcome: AttemptOutcome, request: TransportRequest): Verdict<T> {
  if (outcome.kind === 'failed') {
    const { error } = outcome;
    return { done: false, error: async () => error, retryable: error.code !== 'ABORTED' };
  }
  const json = outcome.text === '' ? {} : parseJson(outcome.text);
  if (outcome.status >= 200 && outcome.status < 300) {
    if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
      return { done: true, value: json as T };
    }
    const error = new request.errorType('HTTP_ERROR', 'the service answered with no JSON object', {
      details: { status: outcome.status },
      cause: outcome.response,
    });
    return { done: false, error: async () => error, retryable: false };
  }
  return {
    done: false,
    error: () => errorOfAnswer(outcome.status, json, outcome.response, request),
    retryable: RETRY_STATUSES.has(outcome.status),
    retryAfterMs: outcome.retryAfterMs,
  };
}

/**
 * The HTTP layer of both clients: JSON POST with an injectable `fetch`, a per-attempt time-out
 * and the caller's `AbortSignal` (`sendAttempt`), and retries with exponential backoff and full
 * jitter for the requests that may be resent. Every failure is a `KitError` with a `code`:
 * `NETWORK_ERROR`, `TIMEOUT`, `ABORTED` (a `TransportError`), or the service's `{code, message}`
 * mapped by `kitErrorFromWire` (falling back to the HTTP status); the original is kept as `cause`.
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 300;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const settings = {
    fetch: options.fetch,
    clock,
    timeoutMs: options.timeoutMs ?? 20_000,
    serviceClock: options.serviceClock,
  };
  return {
    async request<T>(request: TransportRequest): Promise<T> {
      for (let tries = 0; ; tries++) {
        const verdict = verdictOf<T>(await sendAttempt(request, settings), request);
        if (verdict.done) return verdict.value;
        const canRetry = request.retry && tries < retries && !request.signal?.aborted;
        if (!canRetry || !verdict.retryable) throw await verdict.error();
        let delay = Math.min(maxBackoffMs, backoffMs * 2 ** tries) * random();
        if (verdict.retryAfterMs !== undefined) {
          delay = Math.min(Math.max(delay, verdict.retryAfterMs), 30_000);
        }
        try {
          await sleep(clock, delay, request.signal);
        } catch (cause) {
          throw new TransportError('ABORTED', 'the request was aborted', { cause });
        }
      }
    },
  };
}
