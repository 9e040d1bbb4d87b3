import { bech32 } from '@scure/base';
import { BITCOIN_NETWORKS, type BitcoinNetwork } from './bitcoinNetworks.js';
import { hash160 } from './hash160.js';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';

/**
 * Native segwit v0 key-hash address (BIP173): bech32 with witness version 0 and the 20-byte
 * HASH160 of the compressed key (BIP143 forbids uncompressed keys in segwit).
 */
export function bitcoinP2wpkhAddress(publicKey: Uint8Array, network: BitcoinNetwork): string {
  const program = hash160(secp256k1PublicKey(publicKey, true));
  return bech32.encode(BITCOIN_NETWORKS[network].hrp, [0, ...bech32.toWords(program)]);
}
