import type { WalletKit } from '../walletKit.js';
import { setContact } from './setContact.js';

export interface UpdatePhoneArgs {
  /** The new phone number, E.164 (`+14155550100`). */
  phoneNumber: string;
  /** From `verifyContactCode`: without it the number is stored unverified. */
  verificationToken?: string;
  signal?: AbortSignal;
}

/** Adds or changes the signed-in user's phone number (see `setContact`). */
export function updatePhone(kit: WalletKit, args: UpdatePhoneArgs): Promise<void> {
  return setContact(kit, {
    type: 'OTP_TYPE_SMS',
    value: args.phoneNumber,
    verificationToken: args.verificationToken,
    signal: args.signal,
  });
}
