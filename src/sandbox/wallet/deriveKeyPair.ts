import type { Curve } from 'embedded-wallet-kit/protocol';
import type { DerivedKey } from './derivedKey.js';
import { deriveEd25519Key } from './deriveEd25519Key.js';
import { deriveP256Key } from './deriveP256Key.js';
import { deriveSecp256k1Key } from './deriveSecp256k1Key.js';

/**
 * The key at `path` on `curve` from a BIP39 seed: BIP32 on secp256k1, SLIP-10 on P-256 and
 * ed25519. For signing operations; the private key must never leave the sandbox's process.
 */
export function deriveKeyPair(seed: Uint8Array, curve: Curve, path: string): DerivedKey {
  switch (curve) {
    case 'CURVE_SECP256K1':
      return deriveSecp256k1Key(seed, path);
    case 'CURVE_P256':
      return deriveP256Key(seed, path);
    case 'CURVE_ED25519':
      return deriveEd25519Key(seed, path);
    default:
      throw new Error(`unknown curve ${JSON.stringify(curve satisfies never)}`);
  }
}
