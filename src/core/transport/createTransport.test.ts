import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../test/support/core/manualClock.js';
import { isKitError } from '../errors/isKitError.js';
import type { KitError } from '../errors/kitError.js';
import { kitErrorFromWire } from '../errors/kitErrorFromWire.js';
import { ProxyError } from '../errors/proxyError.js';
import { SignedApiError } from '../errors/signedApiError.js';
import { TransportError } from '../errors/transportError.js';
import { createTransport, errorOfAnswer } from './createTransport.js';
import type { FetchLike } from './transport.js';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A fetch that answers from a script, one entry per call, and records what it was sent. */
function scriptedFetch(script: Array<() => Promise<Response> | Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = script[calls.length - 1];
    if (!next) throw new Error('unexpected call');
    return next();
  };
  return { fetch, calls };
}

const never = () => new Promise<Response>(() => {});

async function settle<T>(promise: Promise<T>, clock: ReturnType<typeof createManualClock>) {
  let outcome: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  promise.then(
    (value) => {
      outcome = { ok: true, value };
    },
    (error: unknown) => {
      outcome = { ok: false, error };
    },
  );
  while (!outcome) {
    // With no timer left, only I/O can settle it (an error answer's mapping is a chunk, loaded
    // on the first one): wait for it rather than for a number of event-loop turns.
    if (!(await clock.next())) {
      await promise.catch(() => undefined);
      break;
    }
  }
  if (!outcome) throw new Error('promise never settled');
  return outcome;
}

const base = { url: 'https://svc.test/x', body: '{"a":1}', errorType: SignedApiError };

describe('createTransport', () => {
  it('POSTs the exact body with JSON headers and answers the parsed JSON', async () => {
    const { fetch, calls } = scriptedFetch([() => json(200, { ok: true })]);
    const transport = createTransport({ fetch, clock: createManualClock() });
    const body = '{"b":2,  "a":"é"}';
    const out = await transport.request({
      ...base,
      body,
      retry: false,
      headers: { 'X-Stamp': 's' },
    });
    expect(out).toEqual({ ok: true });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(body);
    expect(calls[0]?.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Stamp': 's',
    });
  });

  it('answers {} for an empty 200 body (an account lookup with no match)', async () => {
    const { fetch } = scriptedFetch([() => new Response('', { status: 200 })]);
    const transport = createTransport({ fetch, clock: createManualClock() });
    expect(await transport.request({ ...base, retry: false })).toEqual({});
  });

  it('retries network errors of resendable requests with jittered exponential backoff, same bytes', async () => {
    const clock = createManualClock();
    const { fetch, calls } = scriptedFetch([
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.reject(new TypeError('fetch failed')),
      () => json(200, { done: 1 }),
    ]);
    const transport = createTransport({
      fetch,
      clock,
      random: () => 0.5,
      backoffMs: 100,
      timeoutMs: 1000,
    });
    const outcome = await settle(transport.request({ ...base, retry: true }), clock);
    expect(outcome).toEqual({ ok: true, value: { done: 1 } });
    expect(calls.map((c) => c.init.body)).toEqual([base.body, base.body, base.body]);
    // Per-attempt time-outs (1000) interleaved with backoff: 0.5 * 100, then 0.5 * 200.
    expect(clock.delays.filter((d) => d !== 1000)).toEqual([50, 100]);
  });

  it('does not retry requests that may not be resent; keeps the cause', async () => {
    const cause = new TypeError('fetch failed');
    const { fetch, calls } = scriptedFetch([() => Promise.reject(cause)]);
    const transport = createTransport({ fetch, clock: createManualClock() });
    const error = await transport.request({ ...base, retry: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', cause });
    expect(calls).toHaveLength(1);
  });

  it('times out an attempt that never answers, even when fetch ignores its signal', async () => {
    const clock = createManualClock();
    const { fetch, calls } = scriptedFetch([never, never, never]);
    const transport = createTransport({ fetch, clock, timeoutMs: 5000, retries: 2 });
    const outcome = await settle(transport.request({ ...base, retry: true }), clock);
    expect(outcome.ok).toBe(false);
    expect((outcome as { error: KitError }).error.code).toBe('TIMEOUT');
    expect(calls).toHaveLength(3);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('per-call timeoutMs overrides the default', async () => {
    const clock = createManualClock();
    const { fetch } = scriptedFetch([never]);
    const transport = createTransport({ fetch, clock, timeoutMs: 5000 });
    const outcome = await settle(
      transport.request({ ...base, retry: false, timeoutMs: 10 }),
      clock,
    );
    expect((outcome as { error: KitError }).error.details).toEqual({ timeoutMs: 10 });
  });

  it('stops at once when the caller aborts, without retrying', async () => {
    const clock = createManualClock();
    const { fetch, calls } = scriptedFetch([never]);
    const transport = createTransport({ fetch, clock });
    const controller = new AbortController();
    const pending = transport.request({ ...base, retry: true, signal: controller.signal });
    controller.abort(new Error('closed'));
    const error = await pending.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ABORTED' });
    expect(calls).toHaveLength(1);
  });

  it('refuses an already aborted signal', async () => {
    const { fetch } = scriptedFetch([() => json(200, {})]);
    const transport = createTransport({ fetch, clock: createManualClock() });
    const error = await transport
      .request({ ...base, retry: true, signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ABORTED' });
  });

  it("maps the service's {code, message} to a KitError of the given family", async () => {
    const { fetch } = scriptedFetch([
      () => json(404, { code: 5, message: 'no such otp', details: [{ field: 'otpId' }] }),
    ]);
    const transport = createTransport({ fetch, clock: createManualClock() });
    const error = await transport
      .request({ ...base, retry: true, errorType: ProxyError })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProxyError);
    expect(isKitError(error, 'NOT_FOUND')).toBe(true);
    expect(error).toMatchObject({
      shortMessage: 'no such otp',
      details: { status: 404, grpcCode: 5, serverDetails: [{ field: 'otpId' }] },
    });
    expect((error as KitError).cause).toBeInstanceOf(Response);
  });

  it('falls back to the HTTP status when the body names no code, and retries 503 after Retry-After', async () => {
    const clock = createManualClock();
    const { fetch, calls } = scriptedFetch([
      () => new Response('<html>busy</html>', { status: 503, headers: { 'retry-after': '2' } }),
      () => json(200, { fine: true }),
    ]);
    const transport = createTransport({ fetch, clock, random: () => 0 });
    const outcome = await settle(transport.request({ ...base, retry: true }), clock);
    expect(outcome).toEqual({ ok: true, value: { fine: true } });
    expect(calls).toHaveLength(2);
    expect(clock.delays).toContain(2000);
  });

  it('does not retry client errors (400) and gives up after the retry budget on 503', async () => {
    const clock = createManualClock();
    const bad = scriptedFetch([() => json(400, { code: 3, message: 'bad field' })]);
    const t1 = createTransport({ fetch: bad.fetch, clock });
    await expect(t1.request({ ...base, retry: true })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(bad.calls).toHaveLength(1);

    const busy = scriptedFetch([
      () => json(503, { code: 14, message: 'down' }),
      () => json(503, { code: 14, message: 'down' }),
    ]);
    const t2 = createTransport({ fetch: busy.fetch, clock, retries: 1 });
    const outcome = await settle(t2.request({ ...base, retry: true }), clock);
    expect((outcome as { error: KitError }).error.code).toBe('UNAVAILABLE');
    expect(busy.calls).toHaveLength(2);
  });

  it('reports a 200 that is not a JSON object', async () => {
    const { fetch } = scriptedFetch([() => new Response('[1,2]', { status: 200 })]);
    const transport = createTransport({ fetch, clock: createManualClock() });
    await expect(transport.request({ ...base, retry: false })).rejects.toMatchObject({
      code: 'HTTP_ERROR',
    });
  });

  it("learns the service's time from successful answers only: not a proxy's 502, not a redirected answer", async () => {
    const observed: number[] = [];
    const device = createManualClock();
    const serviceClock = {
      device,
      observe: (earliest: number) => {
        observed.push(earliest);
      },
    };
    const dated = (status: number, at: string) => () =>
      new Response('{}', { status, headers: { date: at, 'content-type': 'application/json' } });
    const redirected = () => {
      const response = dated(200, 'Wed, 01 Jan 2100 00:00:00 GMT')();
      Object.defineProperty(response, 'redirected', { value: true });
      return response;
    };
    const { fetch } = scriptedFetch([
      dated(502, 'Thu, 02 Jan 2031 00:00:00 GMT'),
      dated(200, 'Wed, 01 Jan 2031 00:00:00 GMT'),
      redirected,
      dated(404, 'Wed, 01 Jan 2100 00:00:00 GMT'),
    ]);
    const clock = createManualClock();
    const transport = createTransport({ fetch, clock, serviceClock, retries: 1, random: () => 0 });
    // The 502, then its retry's honest answer.
    expect(await settle(transport.request({ ...base, retry: true }), clock)).toMatchObject({
      ok: true,
    });
    await transport.request({ ...base, retry: false });
    await transport.request({ ...base, retry: false }).catch(() => {});
    expect(observed).toEqual([Date.UTC(2031, 0, 1)]);
  });
});

describe('errorOfAnswer', () => {
  const body = { code: 5, message: 'no such otp', details: [{ field: 'otpId' }] };

  it('is the KitError kitErrorFromWire makes of the answer', async () => {
    const response = json(404, body);
    const error = await errorOfAnswer(404, body, response, { errorType: ProxyError });
    expect(error).toEqual(kitErrorFromWire(404, body, response, ProxyError));
    expect(error).toBeInstanceOf(ProxyError);
    expect(error.cause).toBe(response);
  });

  it('is a NETWORK_ERROR with the answer status when the mapping cannot be fetched', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await errorOfAnswer(404, body, json(404, body), base, () =>
      Promise.reject(cause),
    );
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', details: { status: 404 }, cause });
  });

  it('makes a request answered with an error fail with that error, whether or not loaded', async () => {
    const { fetch } = scriptedFetch([() => json(404, body), () => json(404, body)]);
    const transport = createTransport({ fetch, clock: createManualClock() });
    for (let i = 0; i < 2; i++) {
      const error = await transport.request({ ...base, retry: false }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SignedApiError);
      expect(error).toMatchObject({ code: 'NOT_FOUND', shortMessage: 'no such otp' });
    }
  });
});
