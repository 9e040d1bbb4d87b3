import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { publicKeyBytes } from './parseP256Key.js';

/**
 * Uncompressed SEC1 hex (65 bytes, `04||X||Y`) of a P-256 public key given in either encoding:
 * the form the enclave keys, bundle targets and HPKE AAD use.
 * Throws `EnclaveError('INVALID_KEY')` for anything that is not a point on the curve.
 */
export function decompressPublicKey(publicKeyHex: string): string {
  return bytesToHex(publicKeyBytes(publicKeyHex));
}
