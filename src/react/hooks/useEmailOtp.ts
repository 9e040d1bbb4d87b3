import { useOtpLogin } from './useOtpLogin.js';

/** E-mail one-time-password login: `sendCode(email)`, then `verifyCode(code)`. */
export function useEmailOtp() {
  return useOtpLogin('OTP_TYPE_EMAIL');
}
