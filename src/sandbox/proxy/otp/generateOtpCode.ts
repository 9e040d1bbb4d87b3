import { randomInt } from 'node:crypto';

const DIGITS = '0123456789';
/** Digits and upper-case letters without the look-alikes 0/O, 1/I/L (a person types the code). */
const ALPHANUMERIC = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A one-time code of `length` characters from the configured set (spec "OTP length and type").
 * `crypto.randomInt` draws each character uniformly (it rejects out-of-range samples rather
 * than taking a modulo), so no character is more likely than another.
 */
export function generateOtpCode(length: number, alphanumeric: boolean): string {
  const alphabet = alphanumeric ? ALPHANUMERIC : DIGITS;
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** What a person typed, as compared: trimmed and upper-cased (codes are case-insensitive). */
export const normalizeOtpCode = (typed: string): string => typed.trim().toUpperCase();
