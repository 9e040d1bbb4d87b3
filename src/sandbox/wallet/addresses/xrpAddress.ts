import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { base58xrp } from '@scure/base';
import { hash160 } from './hash160.js';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';

/**
 * XRP Ledger classic address of a secp256k1 key (XRPL docs, "Address Encoding"): the account ID
 * is RIPEMD-160(SHA-256(33-byte compressed key)); the address is type prefix 0x00 || account ID
 * || the first 4 bytes of SHA-256(SHA-256(prefix || account ID)), in the ripple base58 alphabet.
 */
export function xrpAddress(publicKey: Uint8Array): string {
  const payload = concatBytes(Uint8Array.of(0x00), hash160(secp256k1PublicKey(publicKey, true)));
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58xrp.encode(concatBytes(payload, checksum));
}
