import { SessionRefusal, type SessionRefusalReason } from './sessionRefusal.js';

/** Whether `error` is a `SessionRefusal`, optionally of one code. */
export function isSessionRefusal(
  error: unknown,
  code?: SessionRefusalReason,
): error is SessionRefusal {
  return error instanceof SessionRefusal && (code === undefined || error.code === code);
}
