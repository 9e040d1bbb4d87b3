import { ed25519 } from '@noble/curves/ed25519.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { assertAllHardened } from './assertAllHardened.js';
import { assertSeedLength } from './assertSeedLength.js';
import type { DerivedKey } from './derivedKey.js';
import { hmacSha512 } from './hmacSha512.js';
import { parseDerivationPath } from './parseDerivationPath.js';

const MASTER_KEY = utf8ToBytes('ed25519 seed');

/**
 * SLIP-10 private derivation on ed25519 (HMAC key "ed25519 seed"). Every 32-byte string is a
 * valid ed25519 secret, so there is no retry; and ed25519 secrets are hashed before use, so
 * normal (non-hardened) derivation is undefined: SLIP-10 CKDpriv "If curve is ed25519: return
 * failure". Wallets such as Solana's and Sui's therefore use all-hardened paths.
 */
export function deriveEd25519Key(seed: Uint8Array, path: string): DerivedKey {
  const indices = parseDerivationPath(path);
  assertAllHardened(path, indices);
  assertSeedLength(seed);

  let I = hmacSha512(MASTER_KEY, seed);
  for (const index of indices) {
    const data = new Uint8Array(37);
    data.set(I.subarray(0, 32), 1);
    new DataView(data.buffer).setUint32(33, index, false);
    I = hmacSha512(I.subarray(32), data);
  }
  const privateKey = I.slice(0, 32);
  return { privateKey, publicKey: ed25519.getPublicKey(privateKey), chainCode: I.slice(32) };
}
