import type { UseMutationOptions } from '@tanstack/react-query';
import {
  type InitOtpArgs,
  initOtp,
  type KitError,
  type LoginResult,
  type OtpHandle,
  type VerifyOtpArgs,
  verifyOtp,
  type WalletKit,
} from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

export type SendOtpVariables = Omit<InitOtpArgs, 'otpType'>;

/**
 * Step 1 of an OTP login (core `initOtp`: `otp_init_v2`). Logins run whatever
 * `navigator.onLine` says (`networkMode: 'always'`): the transport reports a network failure
 * itself, and a paused login would only leave the user waiting.
 */
export function sendOtpMutationOptions(
  kit: WalletKit,
  otpType: OtpType,
): UseMutationOptions<OtpHandle, KitError, SendOtpVariables> {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'sendOtp', otpType],
    mutationFn: (variables) => initOtp(kit, { ...variables, otpType }),
    networkMode: 'always',
  };
}

/** Step 2 (core `verifyOtp`: encrypt the code, verify, find or make the account, log in). */
export function verifyOtpMutationOptions(
  kit: WalletKit,
): UseMutationOptions<LoginResult, KitError, VerifyOtpArgs> {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'verifyOtp'],
    mutationFn: (variables) => verifyOtp(kit, variables),
    networkMode: 'always',
  };
}
