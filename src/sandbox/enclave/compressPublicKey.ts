import {
  bytesToHex,
  compressPublicKey as compressPoint,
} from 'embedded-wallet-kit/protocol/internal';
import { publicKeyBytes } from './parseP256Key.js';

/**
 * Compressed SEC1 hex (33 bytes, `02`/`03` prefix) of a P-256 public key given in either
 * encoding: the form stamps, the OTP plaintext and the tokens' `public_key` use. The point is
 * checked on the curve (`publicKeyBytes`, by `@noble/curves`), then compressed by the protocol's
 * one `compressPublicKey`. Throws `EnclaveError('INVALID_KEY')` for anything that is not a point
 * on the curve.
 */
export function compressPublicKey(publicKeyHex: string): string {
  return bytesToHex(compressPoint(publicKeyBytes(publicKeyHex)));
}
