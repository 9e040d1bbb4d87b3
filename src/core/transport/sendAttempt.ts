import { TransportError } from '../errors/transportError.js';
import type { Clock } from '../platform/clock.js';
import type { ServiceClock } from '../platform/createServiceClock.js';
import type { FetchLike, TransportRequest } from './transport.js';

/** What one attempt came to: an answer (any status), or no answer. */
export type AttemptOutcome =
  | { kind: 'response'; status: number; text: string; retryAfterMs?: number; response: Response }
  | { kind: 'failed'; error: TransportError };

export interface AttemptSettings {
  fetch?: FetchLike;
  clock: Clock;
  /** Per-attempt time-out unless the request names one. */
  timeoutMs: number;
  serviceClock?: Pick<ServiceClock, 'observe' | 'device'>;
}

/** `Retry-After` in seconds (RFC 9110 section 10.2.3); the HTTP-date form is ignored. */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (!value || !/^\d+$/.test(value)) return undefined;
  return Number(value) * 1000;
}

/**
 * One attempt of a request: the JSON POST, its body read, within the time-out and the caller's
 * `AbortSignal`. Never throws: a failure is `{kind: 'failed'}` with a `TransportError`
 * (`NETWORK_ERROR`, `TIMEOUT`, `ABORTED`).
 */
export async function sendAttempt(
  request: TransportRequest,
  settings: AttemptSettings,
): Promise<AttemptOutcome> {
  if (request.signal?.aborted) {
    const cause = request.signal.reason;
    return {
      kind: 'failed',
      error: new TransportError('ABORTED', 'the request was aborted', { cause }),
    };
  }
  const { clock } = settings;
  const fetchImpl: FetchLike = settings.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = request.timeoutMs ?? settings.timeoutMs;
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
  const time = settings.serviceClock;
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
    // The service's time, from the service only: a successful answer of the origin the request
    // went to. A proxy's or a CDN's error page (a 502 of its own) says nothing of it, nor does
    // an answer that fetch followed a redirect to.
    if (time && response.status >= 200 && response.status < 300 && !response.redirected) {
      const at = Date.parse(response.headers.get('date') ?? '');
      time.observe(at, at + 999, sentAt, time.device.now());
    }
    return { kind: 'response', status: response.status, text, response, retryAfterMs: after };
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
