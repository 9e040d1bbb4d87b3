import type { KitErrorCode } from '../../../core/index.js';
import type { ErrorStringKey, WalletKitStrings } from '../defaultStrings.js';
import { formatString } from '../formatString.js';

/** Where the error happened: the same code means different things at different steps. */
export type ErrorStep = 'send' | 'verify' | 'oauth' | 'passkey' | 'config' | 'other';

const BY_CODE: Partial<Record<KitErrorCode, ErrorStringKey>> = {
  NETWORK_ERROR: 'errorNetwork',
  TIMEOUT: 'errorTimeout',
  RESOURCE_EXHAUSTED: 'errorTooManyAttempts',
  POPUP_BLOCKED: 'errorPopupBlocked',
  WEBAUTHN_NOT_SUPPORTED: 'errorPasskeyUnsupported',
  WEBAUTHN_FAILED: 'errorPasskeyFailed',
  INVALID_ARGUMENT: 'errorInvalidInput',
  PERMISSION_DENIED: 'errorNotAllowed',
  SESSION_EXPIRED: 'errorSessionExpired',
  STATE_MISMATCH: 'errorSessionExpired',
  SESSION_MISSING: 'errorSessionExpired',
  UNTRUSTED_KEY: 'errorSecurity',
  INVALID_SIGNATURE: 'errorSecurity',
  MALFORMED_BUNDLE: 'errorSecurity',
  MALFORMED_TOKEN: 'errorSecurity',
  BUNDLE_MISMATCH: 'errorSecurity',
  APP_PROOF_MISMATCH: 'errorSecurity',
  NONCE_MISMATCH: 'errorSecurity',
  STORAGE_UNAVAILABLE: 'errorStorage',
  UNAVAILABLE: 'errorUnavailable',
  OTP_ALREADY_USED: 'errorCodeUsed',
  CLOCK_SKEW: 'errorClockSkew',
};

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * A failure as a sentence a person understands (DESIGN.md, "Errors": branch on `code`, never on
 * message text). At the code step the service's "unauthenticated" means a wrong code (the
 * sandbox and the production proxy answer gRPC 16 for it), an expired token an expired code.
 */
export function errorMessage(error: unknown, step: ErrorStep, strings: WalletKitStrings): string {
  const code = codeOf(error);
  if (step === 'verify') {
    if (code === 'UNAUTHENTICATED' || code === 'INVALID_ARGUMENT' || code === 'NOT_FOUND') {
      return strings.errorCodeInvalid;
    }
    if (code === 'TOKEN_EXPIRED' || code === 'FAILED_PRECONDITION') return strings.errorCodeExpired;
  }
  if (step === 'passkey' && code === 'NOT_FOUND') return strings.errorPasskeyNotFound;
  const key = code === undefined ? undefined : BY_CODE[code as KitErrorCode];
  // Placeholders are filled from the error's details (CLOCK_SKEW: `{minutes}`).
  const details = (error as { details?: Record<string, string | number> }).details;
  return key ? formatString(strings[key], details) : strings.errorGeneric;
}
