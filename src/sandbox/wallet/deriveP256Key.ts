import { p256 } from '@noble/curves/nist.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { DerivedKey } from './derivedKey.js';
import { type DerivationCurve, deriveWeierstrassKey } from './deriveWeierstrassKey.js';

const P256: DerivationCurve = {
  openSslName: 'prime256v1',
  masterKey: utf8ToBytes('Nist256p1 seed'),
  order: p256.Point.Fn.ORDER,
  retryInvalid: true,
};

/**
 * SLIP-10 private derivation on NIST P-256: BIP32 with the HMAC key "Nist256p1 seed" and the
 * P-256 group order, except that an invalid key is never skipped but derived again (SLIP-10
 * "Master key generation" and CKDpriv step 5; deriveWeierstrassKey.ts).
 */
export function deriveP256Key(seed: Uint8Array, path: string): DerivedKey {
  return deriveWeierstrassKey(seed, path, P256);
}
