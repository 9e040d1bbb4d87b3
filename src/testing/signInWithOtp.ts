import {
  initOtp,
  type LoginResult,
  type SignupOptions,
  verifyOtp,
  type WalletKit,
} from 'embedded-wallet-kit';
import { readLastCode } from './readLastCode.js';
import type { SandboxTarget } from './sandboxTarget.js';

export type SignInWithOtpArgs = ({ email: string } | { phoneNumber: string }) & {
  /** What a new user gets (e.g. a wallet). */
  signup?: SignupOptions;
};

/**
 * Signs a kit in without a UI, as a user would by e-mail or SMS: `initOtp`, the code read from
 * the sandbox's dev inbox, `verifyOtp` (which signs the contact up on first use). For tests that
 * need a signed-in user before the part they test.
 */
export async function signInWithOtp(
  kit: WalletKit,
  sandbox: SandboxTarget,
  args: SignInWithOtpArgs,
): Promise<LoginResult> {
  const isEmail = 'email' in args;
  const contact = isEmail ? args.email : args.phoneNumber;
  const handle = await initOtp(kit, {
    otpType: isEmail ? 'OTP_TYPE_EMAIL' : 'OTP_TYPE_SMS',
    contact,
  });
  const code = await readLastCode(sandbox, contact);
  return verifyOtp(kit, { handle, code, ...(args.signup ? { signup: args.signup } : {}) });
}
