import type { ProxyBody } from 'embedded-wallet-kit/protocol';
import { invalidField } from '../../fieldErrors.js';
import {
  type DerivedWallet,
  deriveWallet,
  InvalidDerivationPathError,
  UnsupportedAddressFormatError,
} from '../../wallet/index.js';

/**
 * The wallet a signup asks for, derived whole before anything is stored: a format or path the
 * sandbox cannot derive is a 400 and nothing is created.
 */
export function deriveSignupWallet(
  params: ProxyBody<'signup_v2'>['wallet'],
): DerivedWallet | undefined {
  if (!params) return undefined;
  try {
    return deriveWallet(params);
  } catch (error) {
    if (
      error instanceof UnsupportedAddressFormatError ||
      error instanceof InvalidDerivationPathError
    ) {
      throw invalidField('wallet.accounts', error.message);
    }
    throw error;
  }
}
