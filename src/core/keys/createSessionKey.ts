import type { CryptoLike } from '../crypto/cryptoLike.js';
import { generateSessionKeyPair } from '../crypto/generateSessionKeyPair.js';
import { publicKeyHex } from '../crypto/publicKeyHex.js';
import type { KeyStore, StoredKey } from './keyStore.js';

/**
 * A fresh non-extractable P-256 session key pair, stored at once under its compressed public
 * key (wire-details, "Session keys in the browser": a fresh pair at every login and refresh).
 * Stored before it is used so that a login finished after a full-page redirect still has it.
 */
export async function createSessionKey(
  keyStore: KeyStore,
  now: number,
  crypto?: CryptoLike,
): Promise<StoredKey> {
  const keyPair = await generateSessionKeyPair(crypto);
  const { compressed } = await publicKeyHex(keyPair.publicKey, crypto);
  const entry: StoredKey = { publicKey: compressed, keyPair, createdAt: now };
  await keyStore.put(entry);
  return entry;
}
