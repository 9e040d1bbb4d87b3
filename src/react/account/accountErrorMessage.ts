import { type ErrorStep, errorMessage } from '../modal/failures/describeFailure.js';
import type { AllAccountStrings } from './accountStrings.js';

const WALLET_ERRORS = {
  WALLET_NOT_FOUND: 'errorWalletNotFound',
  WALLET_UNSUPPORTED: 'errorWalletUnsupported',
  WALLET_FAILED: 'errorWalletFailed',
  ALREADY_EXISTS: 'errorAlreadyLinked',
} as const;

/**
 * A failure of the account center in words (the login modal's `errorMessage`), with the
 * account's own cases: a contact, identity or wallet another account holds, a wallet's refusal,
 * the user's last way to log in.
 */
export function accountErrorMessage(
  error: unknown,
  step: ErrorStep,
  strings: AllAccountStrings,
): string {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: { reason?: unknown } };
  if (details?.reason === 'LAST_LOGIN_METHOD') return strings.lastMethodBody;
  const key =
    typeof code === 'string' ? WALLET_ERRORS[code as keyof typeof WALLET_ERRORS] : undefined;
  return key ? strings[key] : errorMessage(error, step, strings);
}

const TITLES: Record<string, keyof AllAccountStrings> = {
  NETWORK_ERROR: 'failNetwork',
  TIMEOUT: 'failNetwork',
  UNAVAILABLE: 'failNetwork',
  POPUP_BLOCKED: 'failPopup',
  RESOURCE_EXHAUSTED: 'failTooMany',
  OTP_ALREADY_USED: 'failCodeUsed',
  CLOCK_SKEW: 'failClock',
  WEBAUTHN_FAILED: 'failPasskey',
  WEBAUTHN_NOT_SUPPORTED: 'failPasskey',
  ALREADY_EXISTS: 'failTaken',
};

/** A failure's title, by its kind ("No connection", "Pop-up blocked"), else a general one. */
export function accountFailureTitle(error: unknown, strings: AllAccountStrings): string {
  const code = (error as { code?: unknown } | null)?.code;
  const key = typeof code === 'string' ? TITLES[code] : undefined;
  return String(strings[key ?? 'failGeneral']);
}
