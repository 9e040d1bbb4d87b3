import { isKitError } from '../errors/isKitError.js';
import type { KeyStore, StoredKey } from '../keys/keyStore.js';
import type { Clock } from '../platform/clock.js';
import { deviceNow } from '../platform/createServiceClock.js';
import type { RefreshSteps } from './refreshOnce.js';
import { scheduleSession } from './scheduleSession.js';
import type { Session } from './session.js';

/**
 * How far before the JWT's `exp` the device's own clock may still be when the service's time
 * (the learned one) says the session is over, for the kit to end it without asking: a `Date`
 * header places the service's time to about a second, so honest clocks disagree by less.
 */
const DEVICE_AGREES_MS = 5_000;

/** Automatic refreshes this close together wait (a clock that keeps jumping cannot loop them). */
const MIN_REFRESH_SPACING_MS = 10_000;

/** What the timers of a shown session take of the store (createSessionStore.ts). */
export interface TimerSteps extends Pick<RefreshSteps, 'signals' | 'serial' | 'tab'> {
  clock: Clock;
  options: {
    warningLeadMs?: number | undefined;
    refreshLeadMs?: number | undefined;
    keyStore: KeyStore;
    /** Asks the service whether the session still stands (a call stamped with its key). */
    confirm?: ((session: Session, key: StoredKey) => Promise<unknown>) | undefined;
  };
  autoRefresh: boolean;
  refresh(): Promise<Session>;
  /** Device time of the last automatic refresh, shared by the store's sessions. */
  lastAutoRefresh: { at: number };
}

/** A refusal of the session by the service itself: its key is unknown or expired there. */
const refusedByService = (error: unknown): boolean =>
  isKitError(error) &&
  (['UNAUTHENTICATED', 'PERMISSION_DENIED', 'SESSION_EXPIRED'].includes(error.code) ||
    error.details.status === 401 ||
    error.details.status === 403);

/**
 * Whether the service still takes the session, asked because only the learned clock says it is
 * over: `false` when the service refused it, `true` when it answered or could not be asked.
 */
async function stillStands(session: Session, steps: TimerSteps): Promise<boolean> {
  const { confirm, keyStore } = steps.options;
  const key = await keyStore.get(session.publicKey).catch(() => undefined);
  if (!confirm || !key) return key !== undefined;
  try {
    await confirm(session, key);
    return true;
  } catch (error) {
    return !refusedByService(error);
  }
}

/**
 * The timers of a shown session (scheduleSession.ts): the warning, the refresh, the expiry,
 * on the service's time (`kit.clock`). A session ends at its expiry only when the device's own
 * clock agrees (within `DEVICE_AGREES_MS`) or the service refuses it: a time the kit learned
 * alone (an answer's `Date`, which someone on the path may have set) never signs the user out.
 * When they disagree the kit asks the service (`confirm`); if the session stands, it ends when
 * the device's clock reaches its expiry (or the service refuses it, or honest answers move the
 * learned time back and the timers with it).
 */
export function scheduleShown(session: Session, steps: TimerSteps): () => void {
  const { clock, options, signals } = steps;
  const warningLeadMs = options.warningLeadMs ?? 60_000;
  // Set again as the learned time moves: a warning that time raised is taken back.
  if (signals.snapshot.expiringSoon && session.expiresAt - clock.now() > warningLeadMs) {
    signals.show({ ...signals.snapshot, expiringSoon: false });
  }
  const timers: unknown[] = [];
  const shown = () => signals.snapshot.session === session;
  const end = () =>
    steps.serial(async () => {
      if (await steps.tab.expire(session)) signals.emit({ type: 'expired' });
    });
  const endByDevice = () => {
    const left = session.expiresAt - deviceNow(clock);
    if (left <= DEVICE_AGREES_MS) return void end();
    timers.push(clock.setTimeout(endByDevice, left - DEVICE_AGREES_MS));
  };
  const refreshNow = () => {
    steps.lastAutoRefresh.at = deviceNow(clock);
    steps.refresh().catch((error: unknown) => signals.emit({ type: 'refreshFailed', error }));
  };
  const cancel = scheduleSession(session, {
    clock,
    warningLeadMs,
    refreshLeadMs: steps.autoRefresh ? (options.refreshLeadMs ?? 120_000) : undefined,
    expire: () => {
      if (!shown()) return;
      if (session.expiresAt - deviceNow(clock) <= DEVICE_AGREES_MS) return void end();
      void stillStands(session, steps).then((stands) => {
        if (!shown()) return;
        if (stands) endByDevice();
        else void end();
      });
    },
    warn: () => {
      if (!shown()) return;
      signals.show({ ...signals.snapshot, expiringSoon: true });
      const msLeft = Math.max(0, session.expiresAt - clock.now());
      signals.emit({ type: 'expiring', session, msLeft });
    },
    refresh: () => {
      if (!shown()) return;
      const wait = steps.lastAutoRefresh.at + MIN_REFRESH_SPACING_MS - deviceNow(clock);
      if (wait > 0) timers.push(clock.setTimeout(() => shown() && refreshNow(), wait));
      else refreshNow();
    },
  });
  return () => {
    cancel();
    for (const timer of timers) clock.clearTimeout(timer);
    timers.length = 0;
  };
}
