import { KitError } from './kitError.js';
import type { KitErrorCode } from './kitErrorCode.js';

/** Narrows `e` to a `KitError`, optionally with the given `code`. */
export function isKitError<C extends KitErrorCode = KitErrorCode>(
  e: unknown,
  code?: C,
): e is KitError<C> {
  return e instanceof KitError && (code === undefined || e.code === code);
}
