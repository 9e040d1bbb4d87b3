import type { CryptoLike } from './cryptoLike.js';

/**
 * A fresh ECDSA P-256 session key pair (wire-details, "Session keys in the browser"). The private
 * key is non-extractable: script can sign with it but never read it, so an XSS cannot carry it
 * off. WebCrypto always makes the public half extractable, so its point can be read.
 */
export function generateSessionKeyPair(
  crypto: CryptoLike = globalThis.crypto,
): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ]);
}
