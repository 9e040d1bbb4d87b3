import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Bitcoin's HASH160 = RIPEMD-160(SHA-256(x)): the key hash of P2PKH, P2WPKH and Cosmos addresses.
 */
export function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(sha256(data));
}
