import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';

/**
 * EIP-55 mixed-case checksum encoding of an Ethereum address: each letter of the lowercase hex
 * is upper-cased when the matching nibble of keccak-256(lowercase hex, as ASCII) is 8 or more.
 */
export function toChecksumAddress(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new TypeError('not an Ethereum address');
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8Encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i] as string;
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}
