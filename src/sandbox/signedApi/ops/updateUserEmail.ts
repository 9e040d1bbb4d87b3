import type { SubmitHandler } from '../handlerTypes.js';
import { setUserContact } from './setUserContact.js';

/**
 * `update_user_email` (spec "Submit rules" 6): sets the user's e-mail, or removes it when
 * `userEmail` is empty. A new address is unverified unless a verification token for exactly
 * that address, bound to the key that stamps this update, comes with it (see `setUserContact`).
 */
export const updateUserEmail: SubmitHandler<'update_user_email'> = ({
  ctx,
  params,
  organizationId,
  caller,
}) =>
  setUserContact(ctx, {
    organizationId,
    userId: params.userId,
    type: 'OTP_TYPE_EMAIL',
    value: params.userEmail,
    verificationToken: params.verificationToken,
    stampedBy: caller.publicKey,
  });
