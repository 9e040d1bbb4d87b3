import { isKitError } from '../../core/index.js';
import type { PasskeyMissing } from './authScreens.js';

/**
 * Whether a failed passkey login means the user has no passkey to log in with, and which way:
 * the prompt ended without one (`USER_CANCELLED`: WebAuthn L3 section 5.1.4.1 answers
 * `NotAllowedError` both when the user dismisses it and when no passkey for this site exists, so
 * a page cannot tell them apart), or the passkey chosen belongs to no account here
 * (`NOT_FOUND`). Anything else is a failure, `undefined`.
 */
export function passkeyMissingOf(error: unknown): PasskeyMissing | undefined {
  if (isKitError(error, 'USER_CANCELLED')) return 'noPasskey';
  if (isKitError(error, 'NOT_FOUND')) return 'noAccount';
  return undefined;
}

/**
 * A passkey login, its ending with no passkey or no account (`passkeyMissingOf`) answered as
 * which, not thrown; a cancelled wait (`signal`) still throws.
 */
export async function loginOrMissing<T>(
  login: () => Promise<T>,
  signal: AbortSignal,
): Promise<T | PasskeyMissing> {
  try {
    return await login();
  } catch (error) {
    const missing = signal.aborted ? undefined : passkeyMissingOf(error);
    if (missing) return missing;
    throw error;
  }
}
