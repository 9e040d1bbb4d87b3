import { asBuffer } from '../asBuffer.js';
import type { CryptoLike } from '../cryptoLike.js';

/**
 * ECDSA P-384 / SHA-384 through WebCrypto (FIPS 186-5; COSE ES384, RFC 9053 section 2.1), with a
 * raw `r||s` signature. Throws when `spki` is not a P-384 public key; answers false when the
 * signature does not verify, so each caller names its own refusal.
 */
export async function verifyEs384(
  spki: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
  crypto: CryptoLike,
): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'spki',
    asBuffer(spki),
    { name: 'ECDSA', namedCurve: 'P-384' },
    false,
    ['verify'],
  );
  if (signature.length !== 96) return false;
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-384' },
    key,
    asBuffer(signature),
    asBuffer(message),
  );
}
