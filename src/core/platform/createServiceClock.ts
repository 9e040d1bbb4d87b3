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
   * Learns from one answer of the service: its clock read between `earliest` and `latest`
   * (epoch ms) at some moment between `sentAt` and `receivedAt` (device ms: the request left,
   * the answer came). Only answers the service gave (a 2xx, or its refusal of a timestamp) are
   * told here; one more than `MAX_SERVICE_CLOCK_OFFSET_MS` off teaches nothing.
   */
  observe(earliest: number, latest: number, sentAt: number, receivedAt: number): void;
  /** Runs `listener` whenever `offsetMs` changes (a session's timers are set again). */
  subscribe(listener: () => void): () => void;
}

/**
 * How far the service's clock may be from the device's: one day. A device whose time zone is
 * set wrong (the largest error a working device commonly has: hours) is within it; an answer
 * that puts the service further off (a `Date` in 1980 or 2100) is not the service's time, and
 * the kit learns nothing from it. A device that is really further off is told so by the
 * service's own refusal of its timestamps (`CLOCK_SKEW`: "your device's clock is off by N min").
 */
export const MAX_SERVICE_CLOCK_OFFSET_MS = 24 * 60 * 60_000;

/**
 * A `ServiceClock` over `device`. Each answer bounds the offset to an interval (the service's
 * time window minus the round trip's, as NTP bounds a clock by its round trip, RFC 5905 section
 * 8), within `MAX_SERVICE_CLOCK_OFFSET_MS`; answers are intersected, so the bounds narrow to the
 * truth, and the offset moves only when it falls outside them: to the middle of what is known.
 * An answer that contradicts the earlier ones (the device's clock was set meanwhile, or an earlier
 * answer lied) starts the bounds afresh, so honest answers bring the service's time back.
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
      const bound = MAX_SERVICE_CLOCK_OFFSET_MS;
      const from = Math.max(earliest - receivedAt, -bound);
      const to = Math.min(latest - sentAt, bound);
      // Not a reading (no Date), or one that puts the service more than a day off: nothing.
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
