import type { OtpType } from '../../protocol/enums.js';
import { loadHpke } from '../crypto/loadHpke.js';
import { isKitError } from '../errors/isKitError.js';
import { otpCodes, prepareEncryption, prepareSessionKey } from '../otp/otpCodes.js';
import { type OtpHandle, recordSentCode } from '../otp/sentCodes.js';
import type { WalletKit } from '../walletKit.js';

export type { OtpHandle };

export interface InitOtpArgs {
  otpType: OtpType;
  /** E-mail address, or E.164 phone number for SMS. */
  contact: string;
  emailCustomization?: { templateId?: string };
  signal?: AbortSignal;
}

/**
 * Whether the contact has no account yet, asked while the code travels: `account` by e-mail or
 * phone needs no token unless the organization requires one (spec, "Optional organization
 * setting"), so a new user's check need not wait for the lookup. Not asked for a contact this
 * device logged in before (`kit.knownAccounts`), nor again once the organization refused it.
 * A refusal or a failure only costs the check its shortcut.
 */
async function lookUpAhead(kit: WalletKit, otpType: OtpType, contact: string): Promise<boolean> {
  const codes = otpCodes(kit);
  if (codes.lookupNeedsToken || (await kit.knownAccounts.has({ otpType, contact }))) return false;
  try {
    const filterType = otpType === 'OTP_TYPE_EMAIL' ? 'EMAIL' : 'PHONE_NUMBER';
    const found = await kit.proxy.account({ filterType, filterValue: contact });
    return !found.organizationId;
  } catch (error) {
    if (isKitError(error, 'UNAUTHENTICATED')) codes.lookupNeedsToken = true;
    return false;
  }
}

/**
 * Step 1 of the OTP flow (spec "OTP flow (ordered)"): asks the proxy to send a code by e-mail
 * or SMS (`otp_init_v2`). Not resent on failure: a second call sends a second code.
 *
 * What `verifyOtp` will need is made while the code travels and the user types it, not after
 * the last digit, and held by the kit's OTP codes (otp/otpCodes.ts) under the code's `otpId`:
 * the HPKE chunk (a failed load is retried at the real use), the login's session key (deleted
 * if the code cannot be sent), the target bundle's check and the HPKE setup, the `account`
 * lookup (lookUpAhead), and the proxy configuration the login reads its session lifetime from.
 */
export function initOtp(kit: WalletKit, args: InitOtpArgs): Promise<OtpHandle> {
  return kit.ceremony.run('otp', args.signal, async () => {
    loadHpke().catch(() => {});
    const sessionKey = prepareSessionKey(kit);
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
    const targetBundle = response.otpEncryptionTargetBundle;
    otpCodes(kit).hold(response.otpId, {
      targetBundle,
      sessionKey,
      encryption: prepareEncryption(kit, targetBundle),
      noAccount: lookUpAhead(kit, args.otpType, args.contact),
    });
    const handle = {
      otpId: response.otpId,
      otpType: args.otpType,
      contact: args.contact,
      targetBundle,
    };
    recordSentCode(kit, 'login', handle);
    return handle;
  });
}
