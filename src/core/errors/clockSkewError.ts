import { KitError } from './kitError.js';

/**
 * `CLOCK_SKEW`: the device's clock is too far from the service's for a request to pass its
 * liveness check (spec "Authentication": `timestampMs`), and the kit could not make up for it.
 * `offsetMs` is the service's time minus the device's; `details.minutes` rounds it (at least 1)
 * for a message ("off by about N minutes").
 */
export function clockSkewError(offsetMs: number, cause?: unknown): KitError {
  const minutes = Math.max(1, Math.round(Math.abs(offsetMs) / 60_000));
  const side = offsetMs < 0 ? 'ahead' : 'behind';
  return new KitError('CLOCK_SKEW', `the device's clock is about ${minutes} min ${side}`, {
    details: { offsetMs, minutes },
    cause,
  });
}
