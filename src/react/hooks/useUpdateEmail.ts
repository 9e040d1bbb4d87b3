import { type ContactUpdateParameters, useContactUpdate } from './useContactUpdate.js';

/**
 * Adds or changes the signed-in user's e-mail address: `sendCode(email)` sends a code to the new
 * address, `verifyCode(code)` checks it and sets the address, verified (`update_user_email` with
 * the verification token). Another account's address is refused (`ALREADY_EXISTS`).
 */
export const useUpdateEmail = (parameters: ContactUpdateParameters = {}) =>
  useContactUpdate({ ...parameters, otpType: 'OTP_TYPE_EMAIL' });
