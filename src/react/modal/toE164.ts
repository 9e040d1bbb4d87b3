/**
 * E.164 (ITU-T E.164 section 6.2.1): "+", a country code not starting with 0, at most 15 digits.
 */
export const E164_PATTERN = /^\+[1-9][0-9]{6,14}$/;

/**
 * A phone number as the user typed it, in E.164: separators dropped; a number typed with its
 * own "+" or "00" prefix is taken whole, otherwise the selected country code is put in front
 * (after dropping a national trunk "0", as most countries write it). Deliberately light: no
 * per-country numbering tables; the service and the SMS itself are the real check. Answers
 * undefined when the result is not E.164.
 */
export function toE164(countryCode: string, national: string): string | undefined {
  const typed = national.replace(/[\s().\-/]/g, '');
  let candidate: string;
  if (typed.startsWith('+')) candidate = typed;
  else if (typed.startsWith('00')) candidate = `+${typed.slice(2)}`;
  else candidate = `+${countryCode.replace(/\D/g, '')}${typed.replace(/^0+/, '')}`;
  return E164_PATTERN.test(candidate) ? candidate : undefined;
}
