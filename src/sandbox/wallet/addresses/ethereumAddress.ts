import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, toChecksumAddress } from 'embedded-wallet-kit/protocol/internal';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';

/**
 * Ethereum address (Yellow Paper eq. 284): the last 20 bytes of keccak256 of the 64-byte
 * uncompressed public key without its 0x04 prefix, EIP-55 checksummed.
 */
export function ethereumAddress(publicKey: Uint8Array): string {
  const uncompressed = secp256k1PublicKey(publicKey, false);
  return toChecksumAddress(bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12)));
}
