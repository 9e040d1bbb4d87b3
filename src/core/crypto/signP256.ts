import { asBuffer } from './asBuffer.js';
import type { CryptoLike } from './cryptoLike.js';
import { bigIntToBytes, bytesToBigInt, P256_N } from './p256.js';

/**
 * ECDSA P-256 over SHA-256(message) (FIPS 186-5), through WebCrypto: answers IEEE P1363 `r||s`
 * (64 bytes). WebCrypto leaves `s` in either half of the group order; we answer the low-S form
 * (s <= n/2, as BIP 62 / SEC 1 verifiers that refuse malleable signatures want, e.g. noble-curves
 * v2 by default). (r, n - s) is the same signature, so lax verifiers accept it too.
 */
export async function signP256(
  privateKey: CryptoKey,
  message: Uint8Array,
  crypto: CryptoLike = globalThis.crypto,
): Promise<Uint8Array<ArrayBuffer>> {
  const sig = new Uint8Array(
    await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, asBuffer(message)),
  );
  const s = bytesToBigInt(sig.subarray(32));
  if (s > P256_N >> 1n) sig.set(bigIntToBytes(P256_N - s, 32), 32);
  return sig;
}
