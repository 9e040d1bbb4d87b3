import type { CryptoLike } from './cryptoLike.js';
import { prepareOtpEncryption } from './prepareOtpEncryption.js';

export interface EncryptOtpCodeArgs {
  /** `otpEncryptionTargetBundle` from `otp_init_v2`. */
  bundle: string;
  /** The pinned `tlsFetcher` key (uncompressed hex). */
  pinnedKey: string;
  otpCode: string;
  /** Compressed hex of the key the verification token will be bound to. */
  sessionPublicKeyCompressed: string;
  crypto?: CryptoLike;
}

/**
 * Builds `encryptedOtpBundle` for `otp_verify_v2` (wire-details, "OTP code encryption"): the
 * target bundle must be signed by the pinned TLS-fetcher key (refused before any encryption
 * otherwise), then `{otp_code, public_key}` is HPKE-sealed to its `targetPublic`. In one call;
 * `prepareOtpEncryption` does the same in two steps, the first before the code is known.
 */
export async function encryptOtpCode(args: EncryptOtpCodeArgs): Promise<string> {
  const encryption = await prepareOtpEncryption(args);
  return encryption.encrypt(args.otpCode, args.sessionPublicKeyCompressed);
}
