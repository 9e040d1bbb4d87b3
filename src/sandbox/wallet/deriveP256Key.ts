import { createECDH } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/utils.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { assertSeedLength } from './assertSeedLength.js';
import type { DerivedKey } from './derivedKey.js';
import { HARDENED_OFFSET, parseDerivationPath } from './parseDerivationPath.js';

const ORDER = p256.Point.Fn.ORDER;
const MASTER_KEY = utf8ToBytes('Nist256p1 seed');

/** serP(point(k)), compressed; OpenSSL's P-256 multiplication, far cheaper than a pure-JS one. */
function compressedPoint(key: bigint): Uint8Array {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(numberToBytesBE(key, 32));
  return new Uint8Array(ecdh.getPublicKey(null, 'compressed'));
}

function ser32(index: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, index, false);
  return out;
}

/**
 * SLIP-10 private derivation on NIST P-256: BIP32 with the HMAC key "Nist256p1 seed" and the
 * P-256 group order, except that an invalid key is never skipped. SLIP-10 "Master key
 * generation" retries with S := I, and CKDpriv step 5 retries with
 * I = HMAC-SHA512(c_par, 0x01 || I_R || ser32(i)), where BIP32 would move on to the next index.
 */
export function deriveP256Key(seed: Uint8Array, path: string): DerivedKey {
  const indices = parseDerivationPath(path);
  assertSeedLength(seed);

  let data: Uint8Array = seed;
  let key: bigint;
  let chainCode: Uint8Array;
  for (;;) {
    const I = hmac(sha512, MASTER_KEY, data);
    key = bytesToNumberBE(I.subarray(0, 32));
    chainCode = I.slice(32);
    if (key !== 0n && key < ORDER) break;
    data = I;
  }

  for (const index of indices) {
    const parentKey = key;
    const parentChainCode = chainCode;
    const hardened = index >= HARDENED_OFFSET;
    // Hardened: 0x00 || ser256(k_par) || ser32(i); normal: serP(point(k_par)) || ser32(i).
    const first = hardened
      ? concatBytes(Uint8Array.of(0), numberToBytesBE(parentKey, 32), ser32(index))
      : concatBytes(compressedPoint(parentKey), ser32(index));
    let I = hmac(sha512, parentChainCode, first);
    for (;;) {
      const IL = bytesToNumberBE(I.subarray(0, 32));
      const IR = I.slice(32);
      if (IL < ORDER) {
        const child = (IL + parentKey) % ORDER;
        if (child !== 0n) {
          key = child;
          chainCode = IR;
          break;
        }
      }
      I = hmac(sha512, parentChainCode, concatBytes(Uint8Array.of(1), IR, ser32(index)));
    }
  }

  return {
    privateKey: numberToBytesBE(key, 32),
    publicKey: compressedPoint(key),
    chainCode,
  };
}
