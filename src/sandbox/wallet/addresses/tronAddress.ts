import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';

const base58check = createBase58check(sha256);

/**
 * TRON address: version byte 0x41 followed by the same 20 bytes as an Ethereum address (keccak256
 * of the uncompressed key without 0x04), in base58check (double SHA-256 checksum). Starts with T.
 */
export function tronAddress(publicKey: Uint8Array): string {
  const uncompressed = secp256k1PublicKey(publicKey, false);
  const body = keccak_256(uncompressed.subarray(1)).subarray(12);
  return base58check.encode(concatBytes(Uint8Array.of(0x41), body));
}
