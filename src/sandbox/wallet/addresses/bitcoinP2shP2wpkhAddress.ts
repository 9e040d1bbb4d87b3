import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { BITCOIN_NETWORKS, type BitcoinNetwork } from './bitcoinNetworks.js';
import { hash160 } from './hash160.js';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';

const base58check = createBase58check(sha256);

/**
 * Nested segwit (P2SH-P2WPKH, BIP141 "P2WPKH nested in BIP16 P2SH", the BIP49 address): the
 * redeem script is the P2WPKH witness program `0x00 0x14 HASH160(pubkey)`, and the address is
 * base58check(p2sh version || HASH160(redeem script)).
 */
export function bitcoinP2shP2wpkhAddress(publicKey: Uint8Array, network: BitcoinNetwork): string {
  const keyHash = hash160(secp256k1PublicKey(publicKey, true));
  const redeemScript = concatBytes(Uint8Array.of(0x00, 0x14), keyHash);
  return base58check.encode(
    concatBytes(Uint8Array.of(BITCOIN_NETWORKS[network].p2shVersion), hash160(redeemScript)),
  );
}
