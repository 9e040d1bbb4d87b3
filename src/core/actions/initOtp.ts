import type { OtpType } from '../../protocol/enums.js';
import { loadHpke } from '../crypto/loadHpke.js';
import { prepareOtpEncryptionFor, rememberOtpEncryption } from '../steps/preparedOtpEncryptions.js';
import { prepareSessionKey, rememberSessionKey } from '../steps/preparedSessionKeys.js';
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
    // What `verifyOtp` will need is made while the code travels and the user types it, not after
    // the last digit: the HPKE chunk (a failed load is retried at the real use) and the login's
    // session key (deleted if the code cannot be sent).
    loadHpke().catch(() => {});
    const key = prepareSessionKey(kit);
    let response: Awaited<ReturnType<typeof kit.proxy.otpInitV2>>;
    try {
      response = await kit.proxy.otpInitV2(
        {
          otpType: args.otpType,
          contact: args.contact,
          emailCustomization: args.emailCustomization,
        },
        { signal: args.signal },
      );
    } catch (error) {
      key.then((made) => kit.keys.delete(made.publicKey)).catch(() => {});
      throw error;
    }
    const handle: OtpHandle = {
      otpId: response.otpId,
      otpType: args.otpType,
      contact: args.contact,
      targetBundle: response.otpEncryptionTargetBundle,
    };
    // Made beside the request, and taken by verifyOtp (which makes a fresh key if it failed).
    rememberSessionKey(handle, key);
    // The bundle check and the HPKE setup, while the user types: verifyOtp then only seals.
    rememberOtpEncryption(handle, prepareOtpEncryptionFor(kit, handle.targetBundle));
    return handle;
  });
}
