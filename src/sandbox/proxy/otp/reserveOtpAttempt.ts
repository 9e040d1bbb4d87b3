import { RateLimitError } from '../../rateLimitError.js';
import type { SandboxContext } from '../../sandboxContext.js';
import { ServiceError } from '../../serviceError.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';
import { contactLockedForMs } from './contactLockedForMs.js';
import { OTP_POLICY } from './otpPolicy.js';

/**
 * Counts one `otp_verify_v2` try in its own committed transaction, before the proxy forwards
 * the code: a wrong code then still counts although the activity that found it wrong rolls
 * back. After five tries the sixth is refused, right code or not; and a contact with too many
 * failed tries in the last hour, over all its codes, is locked out for a while (otpPolicy.ts).
 */
export async function reserveOtpAttempt(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  otpId: string,
): Promise<void> {
  await ctx.store.transaction(() => {
    const otp = ctx.store.get('otp', otpId);
    if (!otp || otp.organizationId !== config.organizationId) {
      throw ServiceError.notFound('no such otpId: request a new code');
    }
    if (otp.usedAtMs !== undefined) throw ServiceError.precondition('this code was already used');
    const lockedMs = contactLockedForMs(ctx, config.organizationId, otp.contact);
    if (lockedMs > 0) {
      throw new RateLimitError(
        `too many wrong codes for this contact: try again in ${Math.ceil(lockedMs / 60_000)} minute(s)`,
        lockedMs,
      );
    }
    if (otp.attempts >= OTP_POLICY.maxAttempts) {
      throw ServiceError.exhausted('too many attempts for this code: request a new one');
    }
    ctx.store.update('otp', { ...otp, attempts: otp.attempts + 1 });
  });
}
