import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { hash160 } from './hash160.js';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';

const base58check = createBase58check(sha256);

/**
 * Dogecoin Core chainparams: PUBKEY_ADDRESS is 30 on mainnet ("D...") and 113 on testnet ("n...").
 */
const P2PKH_VERSION = { mainnet: 0x1e, testnet: 0x71 } as const;

/** Dogecoin P2PKH address: Bitcoin's construction (compressed key) with Dogecoin's version byte. */
export function dogecoinAddress(publicKey: Uint8Array, network: 'mainnet' | 'testnet'): string {
  const keyHash = hash160(secp256k1PublicKey(publicKey, true));
  return base58check.encode(concatBytes(Uint8Array.of(P2PKH_VERSION[network]), keyHash));
}
