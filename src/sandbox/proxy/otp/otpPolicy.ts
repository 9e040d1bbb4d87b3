/**
 * The OTP rules of the sandbox's proxy. The spec leaves them open ("Rate limits ... not
 * shown"); these are the usual values of OTP services.
 */
export const OTP_POLICY = {
  /** A code is good for five minutes. */
  codeLifetimeMs: 5 * 60_000,
  /** Every try at one otpId counts; the sixth is refused even with the right code. */
  maxAttempts: 5,
  /** At most this many codes per contact within `sendWindowMs`; then RESOURCE_EXHAUSTED. */
  maxSendsPerWindow: 5,
  sendWindowMs: 60_000,
  /**
   * Beside the per-code limit: at most this many failed `otp_verify_v2` tries per contact
   * within `failureWindowMs`, whatever the number of codes; then 429 with `Retry-After` until
   * the oldest failures leave the window. Without it, 5 new codes a minute with 5 tries each
   * gave about 36,000 guesses a day at a 6-digit code; with it, at most 240 (a 0.024 % chance
   * a day).
   */
  maxFailuresPerContact: 10,
  failureWindowMs: 60 * 60_000,
  /** The verification token's life: long enough for account lookup, signup and login. */
  verificationTokenLifetimeMs: 10 * 60_000,
} as const;
