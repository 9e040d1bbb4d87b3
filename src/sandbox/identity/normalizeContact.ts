import type { OtpType } from 'embedded-wallet-kit/protocol';
import { ServiceError } from '../serviceError.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164: a plus, a country code not starting with 0, at most 15 digits in all. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * A contact as the proxy stores and compares it: e-mail trimmed and lower-cased (mailboxes are
 * matched without regard to case in practice), phone numbers in E.164 with separators removed.
 */
export function normalizeContact(otpType: OtpType, contact: string, field = 'contact'): string {
  if (otpType === 'OTP_TYPE_EMAIL') {
    const email = contact.trim().toLowerCase();
    if (email.length > 254 || !EMAIL.test(email)) {
      throw ServiceError.invalid(`${field}: not an e-mail address`, [
        { field, description: 'expected an e-mail address such as ada@example.com' },
      ]);
    }
    return email;
  }
  const phone = contact.replace(/[\s().-]/g, '');
  if (!E164.test(phone)) {
    throw ServiceError.invalid(`${field}: not an E.164 phone number`, [
      { field, description: 'expected an E.164 phone number such as +14155550100' },
    ]);
  }
  return phone;
}
