import { HDKey } from '@scure/bip32';
import { assertSeedLength } from './assertSeedLength.js';
import type { DerivedKey } from './derivedKey.js';
import { parseDerivationPath } from './parseDerivationPath.js';

/** BIP32 private derivation on secp256k1 (master HMAC key "Bitcoin seed"), via @scure/bip32. */
export function deriveSecp256k1Key(seed: Uint8Array, path: string): DerivedKey {
  const indices = parseDerivationPath(path);
  assertSeedLength(seed);
  let node = HDKey.fromMasterSeed(seed);
  for (const index of indices) node = node.deriveChild(index);
  const { privateKey, publicKey, chainCode } = node;
  // A node derived from a seed always holds all three; the checks satisfy the library's types.
  if (!privateKey || !publicKey || !chainCode) throw new Error('BIP32 derivation lost its key');
  return { privateKey, publicKey, chainCode };
}
