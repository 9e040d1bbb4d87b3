import { type ContactUpdateParameters, useContactUpdate } from './useContactUpdate.js';

/**
 * Adds or changes the signed-in user's phone number (E.164): `sendCode(phone)` texts a code,
 * `verifyCode(code)` checks it and sets the number, verified (`update_user_phone_number`).
 */
export const useUpdatePhone = (parameters: ContactUpdateParameters = {}) =>
  useContactUpdate({ ...parameters, otpType: 'OTP_TYPE_SMS' });
