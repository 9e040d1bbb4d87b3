import type { OtpEncryption } from '../crypto/prepareOtpEncryption.js';
import type { StoredKey } from '../keys/keyStore.js';
import { traced } from '../platform/traced.js';
import type { WalletKit } from '../walletKit.js';

export interface SealOtpCodeArgs {
  /** What the user typed. */
  code: string;
  /** The login's session key: the verification token will name it. */
  key: StoredKey;
  /** The code's encryption, prepared once by the kit's OTP codes (otpCodes.ts). */
  encryption: Promise<OtpEncryption>;
}

/**
 * Step 1 of a code check (wire-details, "OTP code encryption"): `{otp_code, public_key}` sealed
 * to the enclave's target key, as `encryptedOtpBundle`: with the bundle checked and the HPKE
 * context set up ahead, one AES-GCM encryption.
 */
export function sealOtpCode(kit: WalletKit, args: SealOtpCodeArgs): Promise<string> {
  return traced(kit.options.trace, 'crypto:hpke-seal', async () => {
    const encryption = await args.encryption;
    return encryption.encrypt(args.code.trim(), args.key.publicKey);
  });
}
