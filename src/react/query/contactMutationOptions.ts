import type { QueryClient } from '@tanstack/react-query';
import {
  KitError,
  lastSentCode,
  type OtpHandle,
  removeEmail,
  removePhone,
  sendContactCode,
  updateEmail,
  updatePhone,
  verifyContactCode,
  type WalletKit,
} from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import { accountMutationOptions, USER_READS } from './accountMutationOptions.js';

export interface SendContactCodeVariables {
  /** The new e-mail address, or E.164 phone number. */
  contact: string;
  signal?: AbortSignal;
}

export interface ConfirmContactVariables {
  /** The code's handle (`sendContactCode`); default: the last one sent of the contact's type. */
  handle?: OtpHandle;
  /** The code the user typed. */
  code: string;
  signal?: AbortSignal;
}

/** Step 1 of a new e-mail or phone number: a code sent to it (core `sendContactCode`). */
export const sendContactCodeMutationOptions = (kit: WalletKit, otpType: OtpType) =>
  accountMutationOptions(`sendContactCode:${otpType}`, (variables: SendContactCodeVariables) =>
    sendContactCode(kit, { ...variables, otpType }),
  );

/**
 * Step 2: the code checked (core `verifyContactCode`: a verification token bound to the session
 * key), then the contact set with it, verified (`updateEmail` / `updatePhone`).
 */
export const updateContactMutationOptions = (
  kit: WalletKit,
  queryClient: QueryClient,
  otpType: OtpType,
) =>
  accountMutationOptions(
    `updateContact:${otpType}`,
    async ({ code, signal, ...named }: ConfirmContactVariables): Promise<void> => {
      const handle = named.handle ?? lastSentCode(kit, { purpose: 'contact', otpType });
      if (!handle) throw new KitError('FAILED_PRECONDITION', 'no code was sent yet');
      const verificationToken = await verifyContactCode(kit, { handle, code, signal });
      const args = { verificationToken, ...(signal ? { signal } : {}) };
      if (otpType === 'OTP_TYPE_EMAIL') await updateEmail(kit, { ...args, email: handle.contact });
      else await updatePhone(kit, { ...args, phoneNumber: handle.contact });
    },
    { queryClient, reads: USER_READS },
  );

/** Removes the e-mail address or phone number, never the last login method. */
export const removeContactMutationOptions = (
  kit: WalletKit,
  queryClient: QueryClient,
  otpType: OtpType,
) =>
  accountMutationOptions(
    `removeContact:${otpType}`,
    (args: { signal?: AbortSignal } = {}) =>
      otpType === 'OTP_TYPE_EMAIL' ? removeEmail(kit, args) : removePhone(kit, args),
    { queryClient, reads: USER_READS },
  );
