import type { WalletKit } from '../walletKit.js';
import { setContact } from './setContact.js';

export interface UpdateEmailArgs {
  /** The new e-mail address. */
  email: string;
  /** From `verifyContactCode`: without it the address is stored unverified. */
  verificationToken?: string;
  signal?: AbortSignal;
}

/** Adds or changes the signed-in user's e-mail address (see `setContact`). */
export function updateEmail(kit: WalletKit, args: UpdateEmailArgs): Promise<void> {
  return setContact(kit, {
    type: 'OTP_TYPE_EMAIL',
    value: args.email,
    verificationToken: args.verificationToken,
    signal: args.signal,
  });
}
