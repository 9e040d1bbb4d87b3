import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from 'embedded-wallet-kit/protocol';

const ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

/**
 * EIP-55 mixed-case checksum: the hex letter at position i is upper-cased when nibble i of
 * keccak256(lowercase hex address, as ASCII) is 8 or more.
 */
export function toChecksumAddress(address: string): string {
  if (!ADDRESS.test(address)) throw new Error('an Ethereum address is 20 bytes of hex');
  const lower = address.replace(/^0x/, '').toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i]!;
    out += Number.parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}
