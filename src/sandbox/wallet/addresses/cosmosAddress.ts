import { bech32 } from '@scure/base';
import { hash160 } from './hash160.js';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';

/**
 * Cosmos SDK account address of a secp256k1 key (Cosmos SDK docs, "Accounts"): bech32 of
 * RIPEMD-160(SHA-256(compressed key)) with the chain's prefix (`cosmos`, `sei`, ...).
 */
export function cosmosAddress(publicKey: Uint8Array, prefix = 'cosmos'): string {
  const keyHash = hash160(secp256k1PublicKey(publicKey, true));
  return bech32.encode(prefix, bech32.toWords(keyHash));
}
