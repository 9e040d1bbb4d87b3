import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from 'embedded-wallet-kit/protocol';
import { publicKeyBytes } from './parseP256Key.js';

/**
 * Compressed SEC1 hex (33 bytes, `02`/`03` prefix) of a P-256 public key given in either
 * encoding: the form stamps, the OTP plaintext and the tokens' `public_key` use.
 * Throws `EnclaveError('INVALID_KEY')` for anything that is not a point on the curve.
 */
export function compressPublicKey(publicKeyHex: string): string {
  return bytesToHex(p256.Point.fromBytes(publicKeyBytes(publicKeyHex)).toBytes(true));
}
