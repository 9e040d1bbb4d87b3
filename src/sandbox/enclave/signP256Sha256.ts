import { sign } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { p256PrivateKeyObject } from './p256PrivateKeyObject.js';

/** `der`: ASN.1 DER (bundle `dataSignature`); `raw`: IEEE P1363 `r||s`, 64 bytes (JWTs, proofs). */
export type P256SignatureFormat = 'der' | 'raw';

const ORDER = p256.Point.Fn.ORDER;

/**
 * ECDSA P-256 with SHA-256 over `message`: the digest signed is sha256(message), hashed here
 * exactly once. Callers pass the preimage of that one hash, which keeps the hash count visible
 * at every call site (wire-details, "Hash counts matter"): bundles and verification tokens pass
 * the input, session JWTs pass sha256(input). OpenSSL signs (the key parsed once, see
 * `p256PrivateKeyObject`); its nonces are random, and the result is made low-S (s <= n/2,
 * SEC 1 4.1.3 allows either) so verifiers that insist on low-S, as noble does by default,
 * accept it too.
 */
export function signP256Sha256(
  privateKeyHex: string,
  message: Uint8Array,
  format: P256SignatureFormat,
): Uint8Array {
  const raw = sign('sha256', message, {
    key: p256PrivateKeyObject(privateKeyHex),
    dsaEncoding: 'ieee-p1363',
  });
  // A plain Uint8Array, not a Buffer: noble refuses a Buffer where the global Uint8Array is another
  // realm's (Vitest's jsdom environment).
  let signature = p256.Signature.fromBytes(new Uint8Array(raw), 'compact');
  if (signature.hasHighS()) signature = new p256.Signature(signature.r, ORDER - signature.s);
  return signature.toBytes(format === 'der' ? 'der' : 'compact');
}
