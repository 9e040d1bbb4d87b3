import type { OtpType } from '../../protocol/enums.js';
import type { WalletKit } from '../walletKit.js';

export interface InitOtpArgs {
  otpType: OtpType;
  /** E-mail address, or E.164 phone number for SMS. */
  contact: string;
  emailCustomization?: { templateId?: string };
  signal?: AbortSignal;
}

/** What `verifyOtp` needs to finish the login the code was sent for. */
export interface OtpHandle {
  otpId: string;
  otpType: OtpType;
  contact: string;
  /** `otpEncryptionTargetBundle`: checked against the pinned key before the code is encrypted. */
  targetBundle: string;
}

/**
 * Step 1 of the OTP flow (spec "OTP flow (ordered)"): asks the proxy to send a code by e-mail
 * or SMS (`otp_init_v2`). Not resent on failure: a second call sends a second code.
 */
export function initOtp(kit: WalletKit, args: InitOtpArgs): Promise<OtpHandle> {
  return kit.ceremony.run('otp', args.signal, async () => {
    const response = await kit.proxy.otpInitV2(
      { otpType: args.otpType, contact: args.contact, emailCustomization: args.emailCustomization },
      { signal: args.signal },
    );
    return {
      otpId: response.otpId,
      otpType: args.otpType,
      contact: args.contact,
      targetBundle: response.otpEncryptionTargetBundle,
    };
  });
}
