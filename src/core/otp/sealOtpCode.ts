import { prepareOtpEncryption } from '../crypto/prepareOtpEncryption.js';
import type { StoredKey } from '../keys/keyStore.js';
import { traced } from '../platform/traced.js';
import type { WalletKit } from '../walletKit.js';
import type { PreparedOtp } from './preparedOtps.js';

export interface SealOtpCodeArgs {
  /** `otpEncryptionTargetBundle` of the code's `otp_init_v2`. */
  targetBundle: string;
  /** What the user typed. */
  code: string;
  /** The login's session key: the verification token will name it. */
  key: StoredKey;
  /** What `initOtp` prepared for the code (`kit.preparedOtps`), if anything. */
  prepared?: PreparedOtp | undefined;
}

/**
 * Step 1 of a code check (wire-details, "OTP code encryption"): `{otp_code, public_key}` sealed
 * to the enclave's target key, as `encryptedOtpBundle`. With the encryption `initOtp` prepared
 * for this bundle, that is one AES-GCM encryption; without it, or when it failed, the bundle is checked against
 * the pinned TLS-fetcher key here (a bundle that fails its check fails here, before anything is
 * encrypted) and the HPKE context set up.
 */
export function sealOtpCode(kit: WalletKit, args: SealOtpCodeArgs): Promise<string> {
  const fresh = () =>
    prepareOtpEncryption({
      bundle: args.targetBundle,
      pinnedKey: kit.options.trustedKeys.tlsFetcher,
      crypto: kit.crypto,
    });
  return traced(kit.options.trace, 'crypto:hpke-seal', async () => {
    // Only the encryption prepared for this very bundle: a handle whose bundle was swapped
    // after `initOtp` gets the swapped bundle checked.
    const prepared =
      args.prepared?.targetBundle === args.targetBundle ? args.prepared.encryption : undefined;
    const encryption = await (prepared?.catch(fresh) ?? fresh());
    return encryption.encrypt(args.code.trim(), args.key.publicKey);
  });
}
