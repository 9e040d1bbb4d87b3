import { p256 } from '@noble/curves/nist.js';
import type { OtpPlaintext } from 'embedded-wallet-kit/protocol';
import { hexToBytes, parseJson, utf8Decode } from 'embedded-wallet-kit/protocol/internal';
import { EnclaveError } from './enclaveError.js';
import { openHpkeCiphertext } from './openHpkeCiphertext.js';

const COMPRESSED_LENGTH = 33;

function isCompressedPublicKey(hex: string): boolean {
  try {
    const bytes = hexToBytes(hex);
    if (bytes.length !== COMPRESSED_LENGTH) return false;
    p256.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens an `encryptedOtpBundle` (`{encappedPublic, ciphertext}` JSON) with the OTP's target
 * private key and parses the plaintext `{otp_code, public_key}` (wire-details, "OTP code
 * encryption"). `public_key` must be a compressed P-256 key: it becomes the verification token's
 * `public_key` claim, which the client signature is later checked against.
 * Throws `EnclaveError`: MALFORMED, INVALID_KEY (bad target key) or DECRYPT_FAILED.
 */
export function openEncryptedOtpBundle(
  encryptedOtpBundle: string,
  targetPrivateKey: string,
): OtpPlaintext {
  const plaintext = openHpkeCiphertext(encryptedOtpBundle, targetPrivateKey);
  let value: unknown;
  try {
    value = parseJson(utf8Decode(plaintext));
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null) {
    throw new EnclaveError('MALFORMED', 'OTP plaintext is not a JSON object');
  }
  const { otp_code, public_key } = value as Record<string, unknown>;
  if (typeof otp_code !== 'string' || otp_code === '') {
    throw new EnclaveError('MALFORMED', 'OTP plaintext needs a non-empty string otp_code');
  }
  if (typeof public_key !== 'string' || !isCompressedPublicKey(public_key)) {
    throw new EnclaveError('MALFORMED', 'OTP plaintext public_key is not a compressed P-256 key');
  }
  return { otp_code, public_key };
}
