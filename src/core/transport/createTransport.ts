import { parseJson } from '../../protocol/encoding.js';
import { kitErrorFromWire } from '../errors/kitErrorFromWire.js';
import { TransportError } from '../errors/transportError.js';
import { type Clock, systemClock } from '../platform/clock.js';
import type { ServiceClock } from '../platform/createServiceClock.js';
import { sleep } from '../platform/sleep.js';
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
   * Told the service's time of every answer: its `Date` header (RFC 9110 section 6.6.1, to the
   * second; readable across origins where the service exposes it), bounded by the round trip.
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

type Outcome =
  | { kind: 'response'; status: number; text: string; retryAfterMs?: number; response: Response }
  | { kind: 'failed'; error: TransportError };

/** `Retry-After` in seconds (RFC 9110 section 10.2.3); the HTTP-date form is ignored. */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (!value || !/^\d+$/.test(value)) return undefined;
  return Number(value) * 1000;
}

/**
 * The HTTP layer of both clients: JSON POST with an injectable `fetch`, a per-attempt time-out
 * and the caller's `AbortSignal`, and retries with exponential backoff and full jitter for the
 * requests that may be resent. Every failure is a `KitError` with a `code`: `NETWORK_ERROR`,
 * `TIMEOUT`, `ABORTED` (a `TransportError`), or the service's `{code, message}` mapped by
 * `kitErrorFromWire` (falling back to the HTTP status); the original is kept as `cause`.
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 300;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;

  async function attempt(request: TransportRequest): Promise<Outcome> {
    if (request.signal?.aborted) {
      const cause = request.signal.reason;
      return {
        kind: 'failed',
        error: new TransportError('ABORTED', 'the request was aborted', { cause }),
      };
    }
    const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const timeoutMs = request.timeoutMs ?? options.timeoutMs ?? 20_000;
    const controller = new AbortController();
    let failure: TransportError | undefined;
    let rejectStop: (error: TransportError) => void = () => {};
    // Settles as soon as the deadline passes or the caller aborts, even if `fetch` ignores its
    // signal (an injected one may): the caller is never left waiting on a dead request.
    const stopped = new Promise<never>((_, reject) => {
      rejectStop = reject;
    });
    const stop = (error: TransportError) => {
      failure ??= error;
      controller.abort(error);
      rejectStop(failure);
    };
    const onAbort = () =>
      stop(
        new TransportError('ABORTED', 'the request was aborted', { cause: request.signal?.reason }),
      );
    const timer = clock.setTimeout(
      () =>
        stop(
          new TransportError('TIMEOUT', `no answer within ${timeoutMs} ms`, {
            details: { timeoutMs },
          }),
        ),
      timeoutMs,
    );
    request.signal?.addEventListener('abort', onAbort, { once: true });
    stopped.catch(() => {});
    const time = options.serviceClock;
    const sentAt = time?.device.now() ?? 0;
    try {
      const response = await Promise.race([
        fetchImpl(request.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...request.headers,
          },
          body: request.body,
          signal: controller.signal,
        }),
        stopped,
      ]);
      const text = await Promise.race([response.text(), stopped]);
      const after = retryAfterMs(response);
      if (time) {
        const at = Date.parse(response.headers.get('date') ?? '');
        time.observe(at, at + 999, sentAt, time.device.now());
      }
      return {
        kind: 'response',
        status: response.status,
        text,
        response,
        retryAfterMs: after,
      };
    } catch (cause) {
      return {
        kind: 'failed',
        error:
          failure ??
          new TransportError('NETWORK_ERROR', 'the service could not be reached', { cause }),
      };
    } finally {
      clock.clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    async request<T>(request: TransportRequest): Promise<T> {
      for (let tries = 0; ; tries++) {
        const outcome = await attempt(request);
        const canRetry = request.retry && tries < retries && !request.signal?.aborted;
        let delay = Math.min(maxBackoffMs, backoffMs * 2 ** tries) * random();
        if (outcome.kind === 'failed') {
          if (!canRetry || outcome.error.code === 'ABORTED') throw outcome.error;
        } else {
          const json = outcome.text === '' ? {} : parseJson(outcome.text);
          if (outcome.status >= 200 && outcome.status < 300) {
            if (typeof json === 'object' && json !== null && !Array.isArray(json)) return json as T;
            throw new request.errorType('HTTP_ERROR', 'the service answered with no JSON object', {
              details: { status: outcome.status },
              cause: outcome.response,
            });
          }
          const error = kitErrorFromWire(outcome.status, json, outcome.response, request.errorType);
          if (!canRetry || !RETRY_STATUSES.has(outcome.status)) throw error;
          if (outcome.retryAfterMs !== undefined) {
            delay = Math.min(Math.max(delay, outcome.retryAfterMs), 30_000);
          }
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
