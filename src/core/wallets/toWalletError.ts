import { KitError } from '../errors/kitError.js';
import { WalletError } from '../errors/walletError.js';
import { abortable } from '../platform/abortable.js';

/** Messages wallets use for a rejection when they send no EIP-1193 code (Solana wallets). */
const REJECTED =
  /user rejected|rejected the request|request rejected|user denied|denied by user|cancell?ed|declined/i;

/**
 * A wallet's failure as a kit error. EIP-1193 section "Provider Errors": 4001 is the user
 * rejecting the request (`USER_CANCELLED`); wallet-standard has no error codes, and its
 * wallets signal a rejection by 4001 too or by the error's name or message.
 */
export function toWalletError(cause: unknown, what: string): KitError {
  if (cause instanceof KitError) return cause;
  const error = (typeof cause === 'object' && cause !== null ? cause : {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
  };
  const providerCode = typeof error.code === 'number' ? error.code : undefined;
  const name = typeof error.name === 'string' ? error.name : '';
  const message = typeof error.message === 'string' ? error.message : '';
  const details = providerCode === undefined ? {} : { details: { providerCode } };
  if (providerCode === 4001 || /reject/i.test(name) || REJECTED.test(message)) {
    return new WalletError('USER_CANCELLED', 'the wallet request was rejected', {
      cause,
      ...details,
    });
  }
  // 4200 unsupported method, 4900/4901 disconnected (EIP-1193).
  if (providerCode === 4200) {
    return new WalletError('WALLET_UNSUPPORTED', `the wallet cannot ${what}`, {
      cause,
      ...details,
    });
  }
  return new WalletError('WALLET_FAILED', `the wallet could not ${what}`, { cause, ...details });
}

const cancelledBy = (signal: AbortSignal) =>
  new WalletError('USER_CANCELLED', 'the wallet request was abandoned', { cause: signal.reason });

/**
 * Waits for a wallet's answer until `signal` aborts. A wallet request cannot be withdrawn, but
 * the login must not hang on a prompt the user walked away from (the ceremony would stay busy).
 */
export const untilAborted = <T>(pending: Promise<T>, signal: AbortSignal | undefined): Promise<T> =>
  abortable(pending, signal, cancelledBy);
