import type { OtpType } from '../../protocol/enums.js';
import { recordSentCode } from '../otp/sentCodes.js';
import type { WalletKit } from '../walletKit.js';
import type { OtpHandle } from './initOtp.js';

export interface SendContactCodeArgs {
  otpType: OtpType;
  /** The new e-mail address, or E.164 phone number for SMS. */
  contact: string;
  signal?: AbortSignal;
}

/**
 * Step 1 of adding or changing the signed-in user's e-mail or phone number: a code sent to the
 * new contact (`otp_init_v2`). Unlike `initOtp`, nobody logs in with it: `verifyContactCode`
 * turns the code into a verification token for `updateEmail` / `updatePhone`.
 */
export async function sendContactCode(
  kit: WalletKit,
  args: SendContactCodeArgs,
): Promise<OtpHandle> {
  const { otpId, otpEncryptionTargetBundle } = await kit.proxy.otpInitV2(
    { otpType: args.otpType, contact: args.contact },
    { signal: args.signal },
  );
  const handle = {
    otpId,
    otpType: args.otpType,
    contact: args.contact,
    targetBundle: otpEncryptionTargetBundle,
  };
  recordSentCode(kit, 'contact', handle);
  return handle;
}
