import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/utils.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { assertSeedLength } from './assertSeedLength.js';
import type { DerivedKey } from './derivedKey.js';
import { HARDENED_OFFSET, parseDerivationPath } from './parseDerivationPath.js';

const ORDER = secp256k1.Point.Fn.ORDER;
const MASTER_KEY = utf8ToBytes('Bitcoin seed');

function ser32(index: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, index, false);
  return out;
}

const point = (key: bigint): Uint8Array => secp256k1.Point.BASE.multiply(key).toBytes(true);

/**
 * BIP32 private derivation on secp256k1 (master HMAC key "Bitcoin seed"). Only the private
 * chain is walked: a point multiplication is done where BIP32 needs one (the parent of a normal
 * child, and the final key), not at every level as a full HD node would (its public key and
 * fingerprint), which halves signup_v2's derivation on paths like m/44'/60'/0'/0/0.
 * BIP32 says to skip to the next index when I_L >= n or the child key is 0 (probability below
 * 2^-127); the sandbox refuses instead, since the caller asked for this exact path.
 */
export function deriveSecp256k1Key(seed: Uint8Array, path: string): DerivedKey {
  const indices = parseDerivationPath(path);
  assertSeedLength(seed);

  const master = hmac(sha512, MASTER_KEY, seed);
  let key = bytesToNumberBE(master.subarray(0, 32));
  let chainCode = master.slice(32);
  if (key === 0n || key >= ORDER) throw new Error('BIP32 master key is invalid for this seed');

  for (const index of indices) {
    // Hardened: 0x00 || ser256(k_par) || ser32(i); normal: serP(point(k_par)) || ser32(i).
    const data =
      index >= HARDENED_OFFSET
        ? concatBytes(Uint8Array.of(0), numberToBytesBE(key, 32), ser32(index))
        : concatBytes(point(key), ser32(index));
    const I = hmac(sha512, chainCode, data);
    const IL = bytesToNumberBE(I.subarray(0, 32));
    const child = (IL + key) % ORDER;
    if (IL >= ORDER || child === 0n) {
      throw new Error(`BIP32 child ${index} is invalid (skip it: use the next index)`);
    }
    key = child;
    chainCode = I.slice(32);
  }

  return { privateKey: numberToBytesBE(key, 32), publicKey: point(key), chainCode };
}
