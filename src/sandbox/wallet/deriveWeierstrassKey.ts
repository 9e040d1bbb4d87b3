import { createECDH } from 'node:crypto';
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/utils.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { assertSeedLength } from './assertSeedLength.js';
import type { DerivedKey } from './derivedKey.js';
import { hmacSha512 } from './hmacSha512.js';
import { HARDENED_OFFSET, parseDerivationPath } from './parseDerivationPath.js';

/** A short-Weierstrass curve as BIP32 / SLIP-10 derive on it. */
export interface DerivationCurve {
  /** OpenSSL's name, for the point multiplications (`createECDH`). */
  openSslName: 'secp256k1' | 'prime256v1';
  /** The master-key HMAC key: "Bitcoin seed" (BIP32), "Nist256p1 seed" (SLIP-10). */
  masterKey: Uint8Array;
  /** The group order n. */
  order: bigint;
  /**
   * What an invalid key (I_L >= n or a zero key) does: SLIP-10 retries ("Master key generation"
   * with S := I; CKDpriv step 5 with I = HMAC-SHA512(c_par, 0x01 || I_R || ser32(i))); BIP32
   * gives no retry for the master key and would skip to the next index, so it is refused here
   * (the chance is below 2^-127, and a silently moved index would be a different account).
   */
  retryInvalid: boolean;
}

function ser32(index: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, index, false);
  return out;
}

/**
 * BIP32 / SLIP-10 private derivation (CKDpriv) on a short-Weierstrass curve. serP(point(k)), the
 * only costly step, is made only where the result needs it (a normal child's parent key, and the
 * derived key's own public key: three for m/44'/60'/0'/0/0, where @scure/bip32 made one per node,
 * six), and by OpenSSL: pure-JS multiplications cost about a millisecond each.
 */
export function deriveWeierstrassKey(
  seed: Uint8Array,
  path: string,
  curve: DerivationCurve,
): DerivedKey {
  const indices = parseDerivationPath(path);
  assertSeedLength(seed);
  const compressedPoint = (key: bigint): Uint8Array => {
    const ecdh = createECDH(curve.openSslName);
    ecdh.setPrivateKey(numberToBytesBE(key, 32));
    return new Uint8Array(ecdh.getPublicKey(null, 'compressed'));
  };
  const invalid = (key: bigint) => key === 0n || key >= curve.order;
  const refuse = (): never => {
    throw new Error('BIP32 derivation met an invalid key (I_L >= n or zero): use another index');
  };

  let data: Uint8Array = seed;
  let key: bigint;
  let chainCode: Uint8Array;
  for (;;) {
    const I = hmacSha512(curve.masterKey, data);
    key = bytesToNumberBE(I.subarray(0, 32));
    chainCode = I.slice(32);
    if (!invalid(key)) break;
    if (!curve.retryInvalid) refuse();
    data = I;
  }

  for (const index of indices) {
    const parentKey = key;
    const parentChainCode = chainCode;
    // Hardened: 0x00 || ser256(k_par) || ser32(i); normal: serP(point(k_par)) || ser32(i).
    const first =
      index >= HARDENED_OFFSET
        ? concatBytes(Uint8Array.of(0), numberToBytesBE(parentKey, 32), ser32(index))
        : concatBytes(compressedPoint(parentKey), ser32(index));
    let I = hmacSha512(parentChainCode, first);
    for (;;) {
      const IL = bytesToNumberBE(I.subarray(0, 32));
      const IR = I.slice(32);
      const child = (IL + parentKey) % curve.order;
      if (IL < curve.order && child !== 0n) {
        key = child;
        chainCode = IR;
        break;
      }
      if (!curve.retryInvalid) refuse();
      I = hmacSha512(parentChainCode, concatBytes(Uint8Array.of(1), IR, ser32(index)));
    }
  }

  return {
    privateKey: numberToBytesBE(key, 32),
    publicKey: compressedPoint(key),
    chainCode,
  };
}
