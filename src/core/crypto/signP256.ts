import { bytesToHex, hexToBytes } from '../../protocol/encoding.js';
import { asBuffer } from './asBuffer.js';
import type { CryptoLike } from './cryptoLike.js';

/** The order n of the P-256 group (FIPS 186-5 / SEC 2 section 2.4.2, "secp256r1"). */
const P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

/**
 * ECDSA P-256 over SHA-256(message) (FIPS 186-5), through WebCrypto: answers IEEE P1363 `r||s`
 * (64 bytes). WebCrypto leaves `s` in either half of the group order; we answer the low-S form
 * (s <= n/2, as BIP 62 / SEC 1 verifiers that refuse malleable signatures want, e.g. noble-curves
 * v2 by default). (r, n - s) is the same signature, so lax verifiers accept it too.
 *
 * The one step is a subtraction mod n, kept here rather than taken from `@noble/curves`
 * (`p256.Signature...normalizeS()`): its P-256 is 14.8 KB gzip, and every login signs, so even
 * a lazy chunk would add that to each app's total (the modal app's budget with every chunk,
 * bench/sizeBudgets.ts).
 */
export async function signP256(
  privateKey: CryptoKey,
  message: Uint8Array,
  crypto: CryptoLike = globalThis.crypto,
): Promise<Uint8Array<ArrayBuffer>> {
  const sig = new Uint8Array(
    await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, asBuffer(message)),
  );
  const s = BigInt(`0x${bytesToHex(sig.subarray(32))}`);
  if (s > P256_N >> 1n) sig.set(hexToBytes((P256_N - s).toString(16).padStart(64, '0')), 32);
  return sig;
}
