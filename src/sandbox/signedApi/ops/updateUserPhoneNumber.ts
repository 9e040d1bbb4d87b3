import type { SubmitHandler } from '../handlerTypes.js';
import { setUserContact } from './setUserContact.js';

/**
 * `update_user_phone_number` (ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER, production's
 * `v1UpdateUserPhoneNumberIntent`): sets the user's E.164 phone number, or removes it when
 * `userPhoneNumber` is empty. Verified only with an SMS verification token for exactly that
 * number, bound to the stamping key, taken as `update_user_email` takes an e-mail token (see
 * `setUserContact`).
 */
export const updateUserPhoneNumber: SubmitHandler<'update_user_phone_number'> = ({
  ctx,
  params,
  organizationId,
  caller,
}) =>
  setUserContact(ctx, {
    organizationId,
    userId: params.userId,
    type: 'OTP_TYPE_SMS',
    value: params.userPhoneNumber,
    verificationToken: params.verificationToken,
    stampedBy: caller.publicKey,
  });
