import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { BITCOIN_NETWORKS, type BitcoinNetwork } from './bitcoinNetworks.js';
import { hash160 } from './hash160.js';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';

const base58check = createBase58check(sha256);

/**
 * Legacy pay-to-public-key-hash address: base58check(version || HASH160(pubkey)). The key is
 * hashed compressed, as BIP44 wallets do (an uncompressed key would give another address).
 */
export function bitcoinP2pkhAddress(publicKey: Uint8Array, network: BitcoinNetwork): string {
  const keyHash = hash160(secp256k1PublicKey(publicKey, true));
  return base58check.encode(
    concatBytes(Uint8Array.of(BITCOIN_NETWORKS[network].p2pkhVersion), keyHash),
  );
}
