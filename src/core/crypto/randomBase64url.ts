import { base64urlEncode } from '../../protocol/encoding.js';
import type { CryptoLike } from './cryptoLike.js';

/** `length` CSPRNG bytes, base64url without padding. */
export function randomBase64url(length: number, crypto: CryptoLike = globalThis.crypto): string {
  return base64urlEncode(crypto.getRandomValues(new Uint8Array(length)));
}
