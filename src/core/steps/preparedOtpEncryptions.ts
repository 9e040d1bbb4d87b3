import { type OtpEncryption, prepareOtpEncryption } from '../crypto/prepareOtpEncryption.js';
import type { WalletKit } from '../walletKit.js';
import { createPreparedByHandle } from './createPreparedByHandle.js';

/**
 * OTP encryptions prepared ahead (prepareOtpEncryption.ts): `initOtp` checks the target bundle
 * and sets up the HPKE context while the user types the code, and `verifyOtp` takes it, so the
 * last digit costs one AES-GCM encryption, not the bundle check and the HPKE setup. Keyed by
 * the handle object, like the prepared session keys; taken once: a second try of a code sets up
 * a fresh context (the enclave opens each message at sequence 0).
 */
const prepared = createPreparedByHandle<Promise<OtpEncryption>>();

/** Starts the preparation for a bundle; a failure waits for `verifyOtp` to report it. */
export function prepareOtpEncryptionFor(kit: WalletKit, bundle: string): Promise<OtpEncryption> {
  const encryption = prepareOtpEncryption({
    bundle,
    pinnedKey: kit.options.trustedKeys.tlsFetcher,
    crypto: kit.crypto,
  });
  encryption.catch(() => {});
  return encryption;
}

export const rememberOtpEncryption = prepared.remember;

/** The encryption prepared for `handle`, once; undefined when none was or it was taken. */
export const takeOtpEncryption = prepared.take;
