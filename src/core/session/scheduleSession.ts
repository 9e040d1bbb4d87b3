import type { Clock } from '../platform/clock.js';
import type { Session } from './session.js';

/** setTimeout's ceiling (HTML timers clamp delays above 2^31 - 1 ms to 0). */
const MAX_DELAY = 2 ** 31 - 1;

export interface SessionSchedule {
  clock: Clock;
  /** How long before expiry `warn` runs. */
  warningLeadMs: number;
  /** How long before expiry `refresh` runs (at most half the remaining life); none when absent. */
  refreshLeadMs?: number | undefined;
  expire(): void;
  warn(): void;
  refresh(): void;
}

/**
 * The timers of one session: the expiry, the warning before it, the automatic refresh. Answers
 * their cancel. Delays beyond setTimeout's ceiling are reached in steps.
 */
export function scheduleSession(session: Session, schedule: SessionSchedule): () => void {
  const { clock } = schedule;
  const timers: unknown[] = [];
  const at = (when: number, task: () => void) => {
    const delay = when - clock.now();
    if (delay > MAX_DELAY) timers.push(clock.setTimeout(() => at(when, task), MAX_DELAY));
    else timers.push(clock.setTimeout(task, Math.max(0, delay)));
  };
  const now = clock.now();
  at(session.expiresAt, schedule.expire);
  at(session.expiresAt - schedule.warningLeadMs, schedule.warn);
  if (schedule.refreshLeadMs !== undefined) {
    const lead = Math.min(schedule.refreshLeadMs, (session.expiresAt - now) / 2);
    at(session.expiresAt - lead, schedule.refresh);
  }
  return () => {
    for (const timer of timers) clock.clearTimeout(timer);
    timers.length = 0;
  };
}
