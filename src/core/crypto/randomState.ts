import type { CryptoLike } from './cryptoLike.js';
import { randomBase64url } from './randomBase64url.js';

/**
 * OAuth `state` (RFC 6749 section 10.12, CSRF protection): 32 random bytes, base64url. The flow
 * stores it, then checks it once on return (`STATE_MISMATCH` otherwise).
 */
export function randomState(crypto: CryptoLike = globalThis.crypto): string {
  return randomBase64url(32, crypto);
}
