import { type ContactRemovalParameters, useContactRemoval } from './useContactRemoval.js';

/** Removes the signed-in user's phone number (`remove()`), never their last login method. */
export const useRemovePhone = (parameters: ContactRemovalParameters = {}) =>
  useContactRemoval({ ...parameters, otpType: 'OTP_TYPE_SMS' });
