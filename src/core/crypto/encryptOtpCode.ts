import { utf8Encode } from '../../protocol/encoding.js';
import type { CryptoLike } from './cryptoLike.js';
import { hpkeSeal } from './hpkeSeal.js';
import { readTargetPublic } from './readTargetPublic.js';
import { verifySignedEnvelope } from './verifySignedEnvelope.js';

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
 * otherwise), then `{otp_code, public_key}` is HPKE-sealed to its `targetPublic`.
 */
export async function encryptOtpCode(args: EncryptOtpCodeArgs): Promise<string> {
  const data = await verifySignedEnvelope(args.bundle, args.pinnedKey, args.crypto);
  const targetPublic = readTargetPublic(data);
  const plaintext = utf8Encode(
    JSON.stringify({ otp_code: args.otpCode, public_key: args.sessionPublicKeyCompressed }),
  );
  return hpkeSeal(targetPublic, plaintext);
}
