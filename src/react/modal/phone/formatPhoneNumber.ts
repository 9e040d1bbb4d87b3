import { countries } from './countries.js';

const codes = new Map(countries.map((country) => [country.code, country.groups]));

/** Sizes of the groups a national number of `length` digits is written in, when none is known. */
const genericGroups = (length: number): number[] => {
  if (length <= 4) return [length];
  if (length === 5) return [2, 3];
  const groups = Array.from({ length: Math.floor(length / 3) }, () => 3);
  // What is left over widens the last groups to four digits ("555 123 4567", "1512 3456 7890").
  for (let left = length % 3, i = groups.length - 1; left > 0; left -= 1, i -= 1) {
    groups[i] = 4;
  }
  return groups;
};

/** Splits `digits` into groups of the given sizes (their sum is its length). */
const split = (digits: string, sizes: readonly number[]) => {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
};

/**
 * An E.164 number as people read it: the country code, then the national number in groups
 * ("+1 555 010 0123", "+44 7700 900123", "+33 6 12 34 56 78"): the country's usual grouping when
 * the table knows it and the length fits, else groups of three and four. Country codes are a
 * prefix code (ITU-T E.164 section 6.2.1), so the first one that matches is the one. Anything
 * that is not E.164 is answered as it came.
 */
export function formatPhoneNumber(e164: string): string {
  const digits = /^\+([1-9]\d{6,14})$/.exec(e164)?.[1];
  if (!digits) return e164;
  for (let length = 1; length <= 3; length += 1) {
    const code = digits.slice(0, length);
    if (!codes.has(code)) continue;
    const national = digits.slice(length);
    const known = codes.get(code)?.split('').map(Number);
    const sum = known?.reduce((a, b) => a + b, 0);
    return `+${code} ${split(national, known && sum === national.length ? known : genericGroups(national.length))}`;
  }
  return e164;
}
