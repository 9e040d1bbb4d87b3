import type { OtpType } from '../../protocol/enums.js';
import { prepareOtpEncryption } from '../crypto/prepareOtpEncryption.js';
import { verifyVerificationToken } from '../crypto/verifyVerificationToken.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { sentCodeHandle } from '../otp/sentCodes.js';
import type { WalletKit } from '../walletKit.js';
import type { OtpHandle } from './initOtp.js';
import { signedInUser } from './signedInUser.js';

export interface VerifyContactCodeArgs {
  /** The code's handle; default: the last one `sendContactCode` answered for `otpType`. */
  handle?: OtpHandle;
  otpType?: OtpType;
  /** The code the user typed. */
  code: string;
  signal?: AbortSignal;
}

/**
 * Step 2 of adding or changing a contact (wire-details, "OTP code encryption", "Tokens"): the
 * target bundle checked against the pinned TLS-fetcher key, `{otp_code, public_key}` sealed to
 * it with the current session's key, `otp_verify_v2`; the verification token is checked
 * (pinned key, and bound to this session's key) and answered, for `updateEmail` /
 * `updatePhone`, which prove with it that the user owns the new contact.
 */
export async function verifyContactCode(
  kit: WalletKit,
  args: VerifyContactCodeArgs,
): Promise<string> {
  const handle = sentCodeHandle(kit, 'contact', args);
  const { publicKey } = signedInUser(kit);
  const pinned = kit.options.trustedKeys.tlsFetcher;
  const encryption = await prepareOtpEncryption({
    bundle: handle.targetBundle,
    pinnedKey: pinned,
    crypto: kit.crypto,
  });
  const encryptedOtpBundle = await encryption.encrypt(args.code.trim(), publicKey);
  const { verificationToken } = await kit.proxy.otpVerifyV2(
    { otpId: handle.otpId, encryptedOtpBundle },
    { signal: args.signal },
  );
  const claims = await verifyVerificationToken(
    verificationToken,
    pinned,
    kit.clock.now(),
    kit.crypto,
  );
  if (claims.public_key.toLowerCase() !== publicKey) {
    throw new CryptoCheckError('BUNDLE_MISMATCH', 'the verification token names another key');
  }
  return verificationToken;
}
