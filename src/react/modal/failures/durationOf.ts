import type { FailureStrings } from '../defaultStrings.js';
import { formatString } from '../formatString.js';

/**
 * A wait in the words of the screen: "45 s", "12 min". Its own module: the code screen (also a
 * chunk of the account center's) counts waits down without the failure descriptions.
 */
export function durationOf(seconds: number, strings: FailureStrings): string {
  return seconds < 60
    ? formatString(strings.durationSeconds, { count: Math.ceil(seconds) })
    : formatString(strings.durationMinutes, { count: Math.ceil(seconds / 60) });
}
