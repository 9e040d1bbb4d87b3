import { randomUUID, timingSafeEqual } from 'node:crypto';
import { PRODUCTION_ERROR_TEXT } from 'embedded-wallet-kit/protocol/internal';
import { openEncryptedOtpBundle, signVerificationToken } from '../../enclave/index.js';
import { ServiceError } from '../../serviceError.js';
import type { ProxyActivityHandler } from '../proxyActivityInput.js';
import { hashOtpCode } from './hashOtpCode.js';
import { OTP_POLICY } from './otpPolicy.js';

/**
 * `ACTIVITY_TYPE_VERIFY_OTP_V2` (behind `otp_verify_v2`): opens the HPKE `encryptedOtpBundle`
 * with the OTP's target key, compares the code in constant time, and answers a verification
 * token (wire-details, "Tokens") for the contact, bound to the `public_key` of the plaintext.
 *
 * Tries are counted by the proxy before it forwards (`reserveOtpAttempt`), because a refusal
 * here rolls this activity's writes back; the count is checked again here. A code works once
 * and for five minutes.
 *
 * `organization_id` claim: the organization whose proxy sent the code (the parent), not the
 * contact's sub-organization. The token proves the contact to that tenant; the sub-organization
 * may not exist yet (signup follows), and login looks it up from the contact. Keeping it the
 * parent also means a token from another tenant's proxy is refused here.
 */
export const verifyOtp: ProxyActivityHandler<'verify_otp'> = async ({ ctx, config, params }) => {
  const otp = ctx.store.get('otp', params.otpId);
  if (!otp || otp.organizationId !== config.organizationId) {
    throw ServiceError.notFound('no such otpId: request a new code');
  }
  const now = ctx.now();
  if (otp.usedAtMs !== undefined) throw ServiceError.precondition('this code was already used');
  if (now >= otp.expiresAtMs)
    throw ServiceError.precondition('this code has expired: request a new one');
  if (otp.attempts > OTP_POLICY.maxAttempts) {
    throw ServiceError.exhausted('too many attempts for this code: request a new one');
  }
  let plaintext: ReturnType<typeof openEncryptedOtpBundle>;
  try {
    plaintext = openEncryptedOtpBundle(params.encryptedOtpBundle, otp.targetPrivateKey);
  } catch {
    throw ServiceError.invalid("encryptedOtpBundle cannot be opened with this OTP's target key", [
      { field: 'encryptedOtpBundle', description: 'not an HPKE bundle for this otpId' },
    ]);
  }
  const expected = Buffer.from(otp.codeHash, 'hex');
  const given = Buffer.from(hashOtpCode(otp.salt, plaintext.otp_code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const left = Math.max(0, OTP_POLICY.maxAttempts - otp.attempts);
    // Worded as production words it: `@turnkey/core` maps "Invalid OTP code" to INVALID_OTP_CODE.
    throw ServiceError.unauthenticated(PRODUCTION_ERROR_TEXT.invalidOtpCode, [
      { field: 'encryptedOtpBundle', description: `wrong code; ${left} attempt(s) left` },
    ]);
  }
  ctx.store.update('otp', { ...otp, usedAtMs: now });
  const verificationToken = await signVerificationToken(ctx.keys.tlsFetcher, {
    exp: String(now + OTP_POLICY.verificationTokenLifetimeMs),
    id: randomUUID(),
    organization_id: config.organizationId,
    verification_type: otp.otpType,
    contact: otp.contact,
    public_key: plaintext.public_key.toLowerCase(),
  });
  return { verificationToken };
};
