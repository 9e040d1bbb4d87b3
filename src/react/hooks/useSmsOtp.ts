import { useOtpLogin } from './useOtpLogin.js';

/** SMS one-time-password login: `sendCode(e164PhoneNumber)`, then `verifyCode(code)`. */
export function useSmsOtp() {
  return useOtpLogin('OTP_TYPE_SMS');
}
