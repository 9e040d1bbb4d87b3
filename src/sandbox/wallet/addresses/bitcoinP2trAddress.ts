import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToNumberBE } from '@noble/curves/utils.js';
import { bech32m } from '@scure/base';
import { BITCOIN_NETWORKS, type BitcoinNetwork } from './bitcoinNetworks.js';

/**
 * Single-key taproot address (BIP86): internal key P = lift_x(x(pubkey)), output key
 * Q = P + int(hashTapTweak(x(P)))·G with no script tree (BIP341 "no script path"), encoded as a
 * segwit v1 program of x(Q) in bech32m (BIP350).
 */
export function bitcoinP2trAddress(publicKey: Uint8Array, network: BitcoinNetwork): string {
  const point = secp256k1.Point.fromBytes(publicKey);
  // BIP340 keys are x-only: the internal key is the even-y point with the same x.
  const internalX = schnorr.utils.pointToBytes(point);
  const internal = schnorr.utils.lift_x(bytesToNumberBE(internalX));
  const tweak = bytesToNumberBE(schnorr.utils.taggedHash('TapTweak', internalX));
  // BIP341 taproot_tweak_pubkey fails when t >= n (probability about 2^-128).
  if (tweak >= secp256k1.Point.Fn.ORDER) throw new Error('taproot tweak out of range');
  const output = tweak === 0n ? internal : internal.add(secp256k1.Point.BASE.multiply(tweak));
  const outputX = schnorr.utils.pointToBytes(output);
  return bech32m.encode(BITCOIN_NETWORKS[network].hrp, [1, ...bech32m.toWords(outputX)]);
}
