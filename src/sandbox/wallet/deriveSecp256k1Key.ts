import { secp256k1 } from '@noble/curves/secp256k1.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { DerivedKey } from './derivedKey.js';
import { type DerivationCurve, deriveWeierstrassKey } from './deriveWeierstrassKey.js';

const SECP256K1: DerivationCurve = {
  openSslName: 'secp256k1',
  masterKey: utf8ToBytes('Bitcoin seed'),
  order: secp256k1.Point.Fn.ORDER,
  retryInvalid: false,
};

/** BIP32 private derivation on secp256k1 (master HMAC key "Bitcoin seed"). */
export function deriveSecp256k1Key(seed: Uint8Array, path: string): DerivedKey {
  return deriveWeierstrassKey(seed, path, SECP256K1);
}
