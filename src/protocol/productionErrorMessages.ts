/**
 * Texts the production service puts in its error messages and its own client (`@turnkey/core`
 * 2.5 to 2.8, `withTurnkeyErrorHandling` / `globalErrorsToMatch`) matches by substring to raise
 * typed errors. The sandbox words those failures so, inside its usual `{code, message, details}`,
 * so the production client raises the same typed errors against it.
 */
export const PRODUCTION_ERROR_TEXT = {
  /** `otp_verify_v2` with a wrong code -> the client's INVALID_OTP_CODE. */
  invalidOtpCode: 'Invalid OTP code',
  /** `otp_init_v2` over the send limit -> MAX_OTP_INITIATED_ERROR. */
  maxOtpsInitiated: 'Max number of OTPs have been initiated',
  /** A stamp by a key the organization (or its parent) does not hold -> SESSION_EXPIRED. */
  publicKeyNotFound: 'could not find public key in organization or its parent organization',
  /** A stamp by an expired key -> SESSION_EXPIRED (gRPC status text, as production relays it). */
  expiredApiKey: 'Unauthenticated desc = expired api key publicKey',
  /** A social login the organization disabled -> AUTH_METHOD_NOT_ENABLED. */
  oauthDisallowed: 'OAUTH disallowed',
} as const;
