import type { OtpType } from '../../protocol/enums.js';
import { loadHpke } from '../crypto/loadHpke.js';
import { prepareOtpEncryption } from '../crypto/prepareOtpEncryption.js';
import { makeSessionKey } from '../login/makeSessionKey.js';
import type { WalletKit } from '../walletKit.js';

export interface InitOtpArgs {
  otpType: OtpType;
  /** E-mail address, or E.164 phone number for SMS. */
  contact: string;
  emailCustomization?: { templateId?: string };
  signal?: AbortSignal;
}

/** What `verifyOtp` needs to finish the login the code was sent for: plain data. */
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
 *
 * What `verifyOtp` will need is made while the code travels and the user types it, not after
 * the last digit, and held by the kit under the code's `otpId` (`kit.preparedOtps`): the HPKE
 * chunk (a failed load is retried at the real use), the login's session key (deleted if the
 * code cannot be sent), the target bundle's check and the HPKE setup, and the proxy
 * configuration the login reads its session lifetime from.
 */
export function initOtp(kit: WalletKit, args: InitOtpArgs): Promise<OtpHandle> {
  return kit.ceremony.run('otp', args.signal, async () => {
    loadHpke().catch(() => {});
    const sessionKey = makeSessionKey(kit);
    // Nobody may take it (the request fails, the code is never typed): never unhandled.
    sessionKey.catch(() => {});
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
      sessionKey.then((made) => kit.keys.delete(made.publicKey)).catch(() => {});
      throw error;
    }
    // An attested login asks stamp_login for the configuration's session lifetime
    // (sessionLifetime): fetched while the user types, unless the kit has it already. The
    // proxy's otp_login_v2 applies it itself.
    if (kit.options.tokenLogin === 'attested') kit.remoteConfig().catch(() => {});
    const encryption = prepareOtpEncryption({
      bundle: response.otpEncryptionTargetBundle,
      pinnedKey: kit.options.trustedKeys.tlsFetcher,
      crypto: kit.crypto,
    });
    // A failure waits for verifyOtp, which prepares afresh and reports it.
    encryption.catch(() => {});
    kit.preparedOtps.put(response.otpId, {
      targetBundle: response.otpEncryptionTargetBundle,
      sessionKey,
      encryption,
    });
    return {
      otpId: response.otpId,
      otpType: args.otpType,
      contact: args.contact,
      targetBundle: response.otpEncryptionTargetBundle,
    };
  });
}
