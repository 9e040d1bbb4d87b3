import { p256 } from '@noble/curves/nist.js';
import { privateKeyBytes } from './parseP256Key.js';

/** `der`: ASN.1 DER (bundle `dataSignature`); `raw`: IEEE P1363 `r||s`, 64 bytes (JWTs, proofs). */
export type P256SignatureFormat = 'der' | 'raw';

/**
 * ECDSA P-256 over a digest the caller computed, signed as is (`prehash: false`). Taking the
 * digest rather than the message keeps the hash count visible at every call site
 * (wire-details, "Hash counts matter"): bundles and verification tokens sign sha256(input),
 * session JWTs sign sha256(sha256(input)). Signatures are deterministic (RFC 6979) and low-S.
 */
export function signP256Digest(
  privateKeyHex: string,
  digest: Uint8Array,
  format: P256SignatureFormat,
): Uint8Array {
  return p256.sign(digest, privateKeyBytes(privateKeyHex), {
    prehash: false,
    format: format === 'der' ? 'der' : 'compact',
  });
}
