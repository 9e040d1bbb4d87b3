import { type OtpLoginParameters, useOtpLogin } from './useOtpLogin.js';

/** E-mail one-time-password login: `sendCode(email)`, then `verifyCode(code)`. */
export function useEmailOtp(parameters?: OtpLoginParameters) {
  return useOtpLogin('OTP_TYPE_EMAIL', parameters);
}
