import type { WalletKit } from '../walletKit.js';

/**
 * Which of a user's contacts this device has seen proven by a code: one a login by code used,
 * or one the kit set with a verification token (`updateEmail`, `updatePhone`). `get_user` does
 * not say whether a contact was verified, so a contact proven on another device only reads as
 * verified here after the user proves it here too.
 */
export async function contactsVerifiedHere(
  kit: WalletKit,
  contacts: { email?: string | undefined; phoneNumber?: string | undefined },
): Promise<{ email: boolean; phoneNumber: boolean }> {
  const [email, phoneNumber] = await Promise.all([
    contacts.email
      ? kit.knownAccounts.has({ otpType: 'OTP_TYPE_EMAIL', contact: contacts.email })
      : false,
    contacts.phoneNumber
      ? kit.knownAccounts.has({ otpType: 'OTP_TYPE_SMS', contact: contacts.phoneNumber })
      : false,
  ]);
  return { email, phoneNumber };
}
