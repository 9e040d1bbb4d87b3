import { clockSkewError } from '../errors/clockSkewError.js';
import { errorInfoOf } from '../errors/errorInfoOf.js';
import type { KitError } from '../errors/kitError.js';
import type { ServiceClock } from '../platform/createServiceClock.js';

export { clockSkewError };

/**
 * The `metadata` of a submit refused for its time (`serverTimeMs`, `timestampMs`), if it is one.
 */
function refusalOf(error: unknown): Record<string, string> | undefined {
  const details = (error as Partial<KitError>).details;
  // The service's own refusal (400 INVALID_ARGUMENT), not an intermediary's page.
  if (details?.status !== 400) return undefined;
  const info = errorInfoOf(details.serverDetails);
  // TIMESTAMP_TOO_OLD or TIMESTAMP_TOO_FAR_AHEAD (`TIMESTAMP_REFUSAL` of the protocol).
  return info?.reason.startsWith('TIMESTAMP_TOO_') ? info.metadata : undefined;
}

/** `CLOCK_SKEW` for a refusal: the service's time when it refused minus the stamped one. */
const skewOf = (metadata: Record<string, string>, cause: unknown) =>
  clockSkewError(Number(metadata.serverTimeMs) - Number(metadata.timestampMs), cause);

export interface TimestampRefusalArgs<T> {
  /** What the submit was refused with (any error: others are thrown as they are). */
  error: unknown;
  clock: ServiceClock;
  /** Device time when the refused request left. */
  sentAt: number;
  /** Whether each stamp asks the user (`Stamper.interactive`): then nothing is sent again. */
  interactive: boolean | undefined;
  /** Stamps and sends the submit again, with a fresh `timestampMs`. */
  resend(): Promise<T>;
}

/**
 * A submit refused for its `timestampMs` (docs/timestamp-refusal.md), loaded only when a
 * submit is refused: the refusal's `serverTimeMs` sets the service clock (bounded by the round
 * trip), and the submit is stamped and sent once more when that moved the clock and nobody is
 * asked to stamp again. Otherwise, or refused again, it is `CLOCK_SKEW` (the device's clock is
 * off by about N minutes).
 */
export async function afterTimestampRefusal<T>(args: TimestampRefusalArgs<T>): Promise<T> {
  const { clock, error } = args;
  const refused = refusalOf(error);
  const serverTime = Number(refused?.serverTimeMs);
  if (!refused || !Number.isFinite(serverTime)) throw error;
  const before = clock.offsetMs;
  clock.observe(serverTime, serverTime, args.sentAt, clock.device.now());
  if (clock.offsetMs === before || args.interactive) throw skewOf(refused, error);
  try {
    return await args.resend();
  } catch (again) {
    const still = refusalOf(again);
    throw still ? skewOf(still, again) : again;
  }
}
