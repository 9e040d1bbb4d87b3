import type { SandboxContext } from '../../sandboxContext.js';
import { OTP_POLICY } from './otpPolicy.js';

/**
 * How long a contact stays locked out of `otp_verify_v2` (0: not locked): its failed tries over
 * all codes sent within `OTP_POLICY.failureWindowMs` (a try counts when reserved; the one that
 * succeeded is not a failure) against `maxFailuresPerContact`. Locked until enough of the oldest
 * codes' failures leave the window. Codes live five minutes, so a code's tries fall within
 * minutes of its sending: the sending time dates them. Runs inside the caller's transaction.
 */
export function contactLockedForMs(
  ctx: SandboxContext,
  organizationId: string,
  contact: string,
): number {
  const now = ctx.now();
  const since = now - OTP_POLICY.failureWindowMs;
  const recent = ctx.store
    .find('otp', 'contact', contact)
    .filter((o) => o.organizationId === organizationId && o.createdAtMs > since)
    .map((o) => ({ at: o.createdAtMs, failures: o.attempts - (o.usedAtMs === undefined ? 0 : 1) }))
    .filter((o) => o.failures > 0)
    .sort((a, b) => a.at - b.at);
  let failures = recent.reduce((sum, o) => sum + o.failures, 0);
  for (const otp of recent) {
    if (failures < OTP_POLICY.maxFailuresPerContact) break;
    // Once this code's failures leave the window, the count drops by them.
    failures -= otp.failures;
    if (failures < OTP_POLICY.maxFailuresPerContact)
      return otp.at + OTP_POLICY.failureWindowMs - now;
  }
  return 0;
}
