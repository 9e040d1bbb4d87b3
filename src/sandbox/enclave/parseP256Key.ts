/**
 * Strict parsing of hex P-256 keys from untrusted input: every failure becomes an
 * `EnclaveError('INVALID_KEY')`, so no library error (or key bytes) reaches a caller's message.
 */
import { p256 } from '@noble/curves/nist.js';
import { hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { EnclaveError } from './enclaveError.js';

/** The 65-byte uncompressed SEC1 encoding of a hex public key given compressed or uncompressed. */
export function publicKeyBytes(publicKeyHex: string, label = 'public key'): Uint8Array {
  try {
    // fromBytes checks the point is on the curve and not the identity (SEC 1 v2, 2.3.4).
    return p256.Point.fromBytes(hexToBytes(publicKeyHex)).toBytes(false);
  } catch {
    throw new EnclaveError('INVALID_KEY', `${label} is not a P-256 public key in hex`);
  }
}

/** The 32-byte scalar of a hex private key, checked to lie in [1, n-1]. */
export function privateKeyBytes(privateKeyHex: string, label = 'private key'): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = hexToBytes(privateKeyHex);
  } catch {
    throw new EnclaveError('INVALID_KEY', `${label} is not hex`);
  }
  if (!p256.utils.isValidSecretKey(bytes)) {
    throw new EnclaveError('INVALID_KEY', `${label} is not a P-256 private key`);
  }
  return bytes;
}
