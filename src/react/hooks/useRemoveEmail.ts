import { type ContactRemovalParameters, useContactRemoval } from './useContactRemoval.js';

/** Removes the signed-in user's e-mail address (`remove()`), never their last login method. */
export const useRemoveEmail = (parameters: ContactRemovalParameters = {}) =>
  useContactRemoval({ ...parameters, otpType: 'OTP_TYPE_EMAIL' });
