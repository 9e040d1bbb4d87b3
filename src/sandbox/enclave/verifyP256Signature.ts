import { p256 } from '@noble/curves/nist.js';
import { publicKeyBytes } from './parseP256Key.js';
import type { P256SignatureFormat } from './signP256Digest.js';

export interface VerifyP256SignatureArgs {
  /** Hex, compressed or uncompressed. */
  publicKey: string;
  /** The 32-byte digest that was signed as is (see `signP256Digest` on hash counts). */
  digest: Uint8Array;
  signature: Uint8Array;
  format: P256SignatureFormat;
}

/**
 * Whether `signature` is a valid ECDSA P-256 signature of `digest` by `publicKey`. A malformed
 * signature is simply invalid (false); a malformed public key throws
 * `EnclaveError('INVALID_KEY')`, since that is a configuration error rather than a forgery.
 * High-S signatures are accepted: ECDSA (FIPS 186-5) allows them and WebCrypto produces them.
 */
export function verifyP256Signature(args: VerifyP256SignatureArgs): boolean {
  const key = publicKeyBytes(args.publicKey);
  try {
    return p256.verify(args.signature, args.digest, key, {
      prehash: false,
      lowS: false,
      format: args.format === 'der' ? 'der' : 'compact',
    });
  } catch {
    return false;
  }
}
