import { utf8Encode } from '../../protocol/encoding.js';
import type { CryptoLike } from './cryptoLike.js';
import { hpkeSealer } from './hpkeSealer.js';
import { readTargetPublic } from './readTargetPublic.js';
import { verifySignedEnvelope } from './verifySignedEnvelope.js';

export interface PrepareOtpEncryptionArgs {
  /** `otpEncryptionTargetBundle` from `otp_init_v2`. */
  bundle: string;
  /** The pinned `tlsFetcher` key (uncompressed hex). */
  pinnedKey: string;
  crypto?: CryptoLike;
}

/** The one `encryptedOtpBundle` of an OTP, its checks and HPKE setup done ahead. */
export interface OtpEncryption {
  /** Seals `{otp_code, public_key}`: once (each try of a code needs its own preparation). */
  encrypt(otpCode: string, sessionPublicKeyCompressed: string): Promise<string>;
}

/**
 * Everything `encryptedOtpBundle` needs but the code (wire-details, "OTP code encryption"): the
 * target bundle must be signed by the pinned TLS-fetcher key (refused before any encryption
 * otherwise), then the HPKE sender context to its `targetPublic` is set up, so that the code,
 * once typed, costs one AES-GCM encryption.
 */
export async function prepareOtpEncryption(args: PrepareOtpEncryptionArgs): Promise<OtpEncryption> {
  const data = await verifySignedEnvelope(args.bundle, args.pinnedKey, args.crypto);
  const sealer = await hpkeSealer(readTargetPublic(data));
  return {
    encrypt: (otpCode, sessionPublicKeyCompressed) =>
      sealer.seal(
        utf8Encode(JSON.stringify({ otp_code: otpCode, public_key: sessionPublicKeyCompressed })),
      ),
  };
}
