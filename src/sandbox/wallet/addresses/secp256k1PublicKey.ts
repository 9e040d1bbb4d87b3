import { secp256k1 } from '@noble/curves/secp256k1.js';

/**
 * Validates a secp256k1 public key (SEC1, 33 or 65 bytes) and returns it in the requested
 * encoding. Each address format hashes one specific encoding, so encoders normalise first.
 */
export function secp256k1PublicKey(publicKey: Uint8Array, compressed: boolean): Uint8Array {
  return secp256k1.Point.fromBytes(publicKey).toBytes(compressed);
}
