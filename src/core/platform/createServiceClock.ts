import { type Clock, systemClock } from './clock.js';

/**
 * The service's time as the kit knows it (`kit.clock`): the device's clock plus an offset
 * learned from what the service answers. Every `timestampMs` the kit stamps (spec
 * "Authentication": the liveness check) and every expiry it computes (a session's, a token's)
 * is the service's, so the kit reads them here; a device whose clock is minutes off then logs in
 * and times its session as one whose clock is right. Durations and times that stay on the
 * device (a key's age, a redirect's) read `device`, which the offset never moves.
 */
export interface ServiceClock extends Clock {
  /** The service's time, epoch ms: the device's plus `offsetMs`. */
  now(): number;
  /** The platform clock this one wraps (timers run on it). */
  readonly device: Clock;
  /** The service's clock minus the device's, ms: 0 until an answer says otherwise. */
  readonly offsetMs: number;
  /** True once an answer of the service has placed its time (to a second or better). */
  readonly synced: boolean;
  /**
   * Learns from one answer: the service's clock read between `earliest` and `latest` (epoch
   * ms) at some moment between `sentAt` and `receivedAt` (device ms: the request left, the
   * answer came).
   */
  observe(earliest: number, latest: number, sentAt: number, receivedAt: number): void;
  /** Runs `listener` whenever `offsetMs` changes (a session's timers are set again). */
  subscribe(listener: () => void): () => void;
}

/**
 * A `ServiceClock` over `device`. Each answer bounds the offset to an interval (the service's
 * time window minus the round trip's, as NTP bounds a clock by its round trip, RFC 5905 section
 * 8); answers are intersected, so the bounds narrow to the truth, and the offset moves only when
 * it falls outside them: to the middle of what is known. An answer that contradicts the earlier
 * ones (the device's clock was set meanwhile) starts the bounds afresh.
 */
export function createServiceClock(device: Clock = systemClock): ServiceClock {
  let low = Number.NEGATIVE_INFINITY;
  let high = Number.POSITIVE_INFINITY;
  const listeners = new Set<() => void>();
  const clock = {
    ...device,
    device,
    offsetMs: 0,
    synced: false,
    now: () => device.now() + clock.offsetMs,
    observe(earliest: number, latest: number, sentAt: number, receivedAt: number) {
      const from = earliest - receivedAt;
      const to = latest - sentAt;
      if (!(from <= to)) return;
      const fresh = from > high || to < low;
      low = fresh ? from : Math.max(low, from);
      high = fresh ? to : Math.min(high, to);
      clock.synced = true;
      if (clock.offsetMs >= low && clock.offsetMs <= high) return;
      clock.offsetMs = Math.round((low + high) / 2);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return clock;
}

/** The device's time: `clock.device` of a service clock, else the clock itself. */
export const deviceNow = (clock: Clock): number =>
  ((clock as Partial<ServiceClock>).device ?? clock).now();
