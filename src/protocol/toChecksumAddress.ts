import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8Encode } from './encoding.js';

const ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

/**
 * EIP-55 mixed-case checksum encoding of an Ethereum address (`0x` optional on input): each
 * letter of the lowercase hex is upper-cased when the matching nibble of
 * keccak-256(lowercase hex, as ASCII) is 8 or more. How users expect to see an address, on both
 * sides: the kit shows external wallets this way, the sandbox derives wallet addresses this way.
 */
export function toChecksumAddress(address: string): string {
  if (!ADDRESS.test(address)) throw new TypeError('an Ethereum address is 20 bytes of hex');
  const lower = address.replace(/^0x/, '').toLowerCase();
  const hash = bytesToHex(keccak_256(utf8Encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i] as string;
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}
