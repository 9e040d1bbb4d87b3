import type { OtpTargetData } from 'embedded-wallet-kit/protocol';
import { createSignedEnvelope } from './createSignedEnvelope.js';
import { generateP256KeyPair, type P256KeyPair } from './generateP256KeyPair.js';

export interface OtpTarget {
  /** Kept by the sandbox with the OTP record; opens the `encryptedOtpBundle`. Never sent. */
  targetPrivateKey: string;
  /** `otpEncryptionTargetBundle`: signed envelope whose data is `{targetPublic}`. */
  bundle: string;
}

/**
 * A fresh HPKE target key for one OTP and its `otpEncryptionTargetBundle`, signed by the
 * `tlsFetcher` key (wire-details, "OTP code encryption"). One key per OTP, so a code encrypted
 * for one OTP cannot be replayed against another.
 */
export function createOtpTarget(tlsFetcherKey: P256KeyPair): OtpTarget {
  const target = generateP256KeyPair();
  const data: OtpTargetData = { targetPublic: target.publicKey };
  return { targetPrivateKey: target.privateKey, bundle: createSignedEnvelope(tlsFetcherKey, data) };
}
