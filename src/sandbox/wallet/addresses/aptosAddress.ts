import { sha3_256 } from '@noble/hashes/sha3.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';

/**
 * Aptos account address of a single ed25519 key: its original authentication key,
 * 0x + hex(SHA3-256(public key || 0x00)), 0x00 being the Ed25519 scheme identifier (AIP-40 keeps
 * the full 64 hex digits).
 */
export function aptosAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new Error('an Aptos address needs a 32-byte ed25519 key');
  return `0x${bytesToHex(sha3_256(concatBytes(publicKey, Uint8Array.of(0x00))))}`;
}
