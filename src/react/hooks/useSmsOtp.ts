import { type OtpLoginParameters, useOtpLogin } from './useOtpLogin.js';

/** SMS one-time-password login: `sendCode(e164PhoneNumber)`, then `verifyCode(code)`. */
export function useSmsOtp(parameters?: OtpLoginParameters) {
  return useOtpLogin('OTP_TYPE_SMS', parameters);
}
