import { verify } from 'node:crypto';
import { p256PublicKeyObject } from './p256PublicKeyObject.js';
import type { P256SignatureFormat } from './signP256Sha256.js';

export interface VerifyP256SignatureArgs {
  /** Hex, compressed or uncompressed. */
  publicKey: string;
  /** What was signed: the digest is sha256(message), hashed here once (see `signP256Sha256`). */
  message: Uint8Array;
  signature: Uint8Array;
  format: P256SignatureFormat;
}

/**
 * Whether `signature` is a valid ECDSA P-256/SHA-256 signature of `message` by `publicKey`
 * (OpenSSL verifies; the key is parsed once, see `p256PublicKeyObject`). A malformed signature
 * is simply invalid (false); a malformed public key throws `EnclaveError('INVALID_KEY')`, since
 * that is a configuration error rather than a forgery. High-S signatures are accepted: ECDSA
 * (FIPS 186-5) allows them and WebCrypto produces them.
 */
export function verifyP256Signature(args: VerifyP256SignatureArgs): boolean {
  const key = p256PublicKeyObject(args.publicKey);
  try {
    return verify(
      'sha256',
      args.message,
      { key, dsaEncoding: args.format === 'der' ? 'der' : 'ieee-p1363' },
      args.signature,
    );
  } catch {
    return false;
  }
}
