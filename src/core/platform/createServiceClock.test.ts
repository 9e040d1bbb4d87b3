import { describe, expect, it } from 'vitest';
import type { Clock } from './clock.js';
import {
  createServiceClock,
  deviceNow,
  MAX_SERVICE_CLOCK_OFFSET_MS,
} from './createServiceClock.js';

/** A device clock the test moves by hand. */
function deviceAt(start: number): Clock & { at: number } {
  const device = {
    at: start,
    now: () => device.at,
    setTimeout: () => 0,
    clearTimeout: () => {},
  };
  return device;
}

const MIN = 60_000;
const T = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('createServiceClock', () => {
  it('reads the device until an answer places the service’s time', () => {
    const device = deviceAt(T);
    const clock = createServiceClock(device);
    expect(clock).toMatchObject({ offsetMs: 0, synced: false });
    expect(clock.now()).toBe(T);
    expect(deviceNow(clock)).toBe(T);
    expect(deviceNow(device)).toBe(T);
  });

  it.each([
    ['2 min fast', 2 * MIN],
    ['10 min fast', 10 * MIN],
    ['10 min slow', -10 * MIN],
    ['1 h slow', -60 * MIN],
  ])('a device %s: one Date header (to the second) puts now() within the second', (_, skew) => {
    const device = deviceAt(T + skew);
    const clock = createServiceClock(device);
    // The request left at device time T + skew, the answer came 80 ms later; the service's
    // `Date` read 12:00:00 (RFC 9110 6.6.1: whole seconds, so the truth is within 999 ms after).
    const sentAt = device.at;
    device.at += 80;
    clock.observe(T, T + 999, sentAt, device.at);
    expect(clock.synced).toBe(true);
    expect(Math.abs(clock.offsetMs + skew)).toBeLessThan(1100);
    expect(Math.abs(clock.now() - (T + 80))).toBeLessThan(1100);
    // The device's own time stays the device's.
    expect(deviceNow(clock)).toBe(T + skew + 80);
  });

  it('narrows with each answer and moves only when the offset falls outside what is known', () => {
    const device = deviceAt(T);
    const clock = createServiceClock(device);
    let changes = 0;
    clock.subscribe(() => {
      changes += 1;
    });
    // The service is 5 min 0.4 s ahead: a Date answer (second) and a refusal's serverTimeMs (ms).
    const truth = 5 * MIN + 400;
    clock.observe(T + 5 * MIN, T + 5 * MIN + 999, T, T + 20);
    expect(changes).toBe(1);
    const first = clock.offsetMs;
    expect(Math.abs(first - truth)).toBeLessThan(1000);
    // An answer that agrees with the current offset changes nothing (no timers set again).
    clock.observe(T + truth - 300, T + truth + 300, T, T);
    expect(changes).toBe(1);
    // A millisecond reading outside the bounds moves it to within the round trip.
    device.at = T + 1000;
    clock.observe(T + 1000 + truth, T + 1000 + truth, T + 990, T + 1010);
    expect(Math.abs(clock.offsetMs - truth)).toBeLessThanOrEqual(20);
    expect(changes).toBe(2);
  });

  it('starts afresh when an answer contradicts the earlier ones (the device’s clock was set)', () => {
    const device = deviceAt(T + 10 * MIN);
    const clock = createServiceClock(device);
    clock.observe(T, T + 999, device.at, device.at + 10);
    expect(Math.round(clock.offsetMs / MIN)).toBe(-10);
    // The user fixes the device's clock: the next Date says the offset is now about 0.
    device.at = T + MIN;
    clock.observe(T + MIN, T + MIN + 999, device.at, device.at + 10);
    expect(Math.abs(clock.offsetMs)).toBeLessThan(1000);
  });

  it('ignores what cannot be a reading (no Date header, a window that ends before it starts)', () => {
    const clock = createServiceClock(deviceAt(T));
    clock.observe(Number.NaN, Number.NaN, T, T + 10);
    clock.observe(T + 5000, T + 4000, T, T + 10);
    expect(clock).toMatchObject({ offsetMs: 0, synced: false });
  });

  it('learns nothing from an answer more than a day off (a Date in 2100 or 1980), up to a day from one', () => {
    expect(MAX_SERVICE_CLOCK_OFFSET_MS).toBe(24 * 60 * MIN);
    const clock = createServiceClock(deviceAt(T));
    for (const far of [Date.UTC(2100, 0, 1), Date.UTC(1980, 0, 1), T + 25 * 60 * MIN]) {
      clock.observe(far, far + 999, T, T + 10);
      expect(clock).toMatchObject({ offsetMs: 0, synced: false });
    }
    // A wrong time zone (here 14 h) is a device's error the kit corrects.
    clock.observe(T - 14 * 60 * MIN, T - 14 * 60 * MIN + 999, T, T + 10);
    expect(Math.round(clock.offsetMs / MIN)).toBe(-14 * 60);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const clock = createServiceClock(deviceAt(T));
    let changes = 0;
    const stop = clock.subscribe(() => {
      changes += 1;
    });
    stop();
    clock.observe(T + MIN, T + MIN, T, T);
    expect(changes).toBe(0);
    expect(clock.offsetMs).toBe(MIN);
  });
});
