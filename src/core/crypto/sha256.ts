import { asBuffer } from './asBuffer.js';
import type { CryptoLike } from './cryptoLike.js';

/** SHA-256 (FIPS 180-4) through WebCrypto. */
export async function sha256(
  bytes: Uint8Array,
  crypto: CryptoLike = globalThis.crypto,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', asBuffer(bytes)));
}
