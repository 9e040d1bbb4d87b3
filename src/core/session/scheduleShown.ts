import type { Clock } from '../platform/clock.js';
import type { RefreshSteps } from './refreshOnce.js';
import { scheduleSession } from './scheduleSession.js';
import type { Session } from './session.js';

/** What the timers of a shown session take of the store (createSessionStore.ts). */
export interface TimerSteps extends Pick<RefreshSteps, 'signals' | 'serial' | 'tab'> {
  clock: Clock;
  options: { warningLeadMs?: number | undefined; refreshLeadMs?: number | undefined };
  autoRefresh: boolean;
  refresh(): Promise<Session>;
}

/** The timers of a shown session (scheduleSession.ts): the warning, the refresh, the expiry. */
export function scheduleShown(session: Session, steps: TimerSteps): () => void {
  const { clock, options, signals } = steps;
  return scheduleSession(session, {
    clock,
    warningLeadMs: options.warningLeadMs ?? 60_000,
    refreshLeadMs: steps.autoRefresh ? (options.refreshLeadMs ?? 120_000) : undefined,
    expire: () => {
      void steps.serial(async () => {
        if (await steps.tab.expire(session)) signals.emit({ type: 'expired' });
      });
    },
    warn: () => {
      if (signals.snapshot.session !== session) return;
      signals.show({ ...signals.snapshot, expiringSoon: true });
      const msLeft = Math.max(0, session.expiresAt - clock.now());
      signals.emit({ type: 'expiring', session, msLeft });
    },
    refresh: () => {
      if (signals.snapshot.session !== session) return;
      steps.refresh().catch((error: unknown) => signals.emit({ type: 'refreshFailed', error }));
    },
  });
}
