import { p256 } from '@noble/curves/nist.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import type { Curve } from 'embedded-wallet-kit/protocol';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';

/**
 * Sui address: 0x + hex(BLAKE2b-256(flag || public key)), the flag naming the signature scheme
 * (0x00 ed25519 with the 32-byte key, 0x01 secp256k1 and 0x02 secp256r1 with the 33-byte
 * compressed key), per Sui's "Keys and Addresses" documentation.
 */
export function suiAddress(publicKey: Uint8Array, curve: Curve): string {
  let flagged: Uint8Array;
  if (curve === 'CURVE_ED25519') {
    if (publicKey.length !== 32) throw new Error('a Sui ed25519 address needs a 32-byte key');
    flagged = concatBytes(Uint8Array.of(0x00), publicKey);
  } else if (curve === 'CURVE_SECP256K1') {
    flagged = concatBytes(Uint8Array.of(0x01), secp256k1PublicKey(publicKey, true));
  } else {
    flagged = concatBytes(Uint8Array.of(0x02), p256.Point.fromBytes(publicKey).toBytes(true));
  }
  return `0x${bytesToHex(blake2b(flagged, { dkLen: 32 }))}`;
}
