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
