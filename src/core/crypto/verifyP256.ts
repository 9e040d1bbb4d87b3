import { hexToBytes } from '../../protocol/encoding.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { asBuffer } from './asBuffer.js';
import type { CryptoLike } from './cryptoLike.js';

/**
 * Verifies an ECDSA P-256 `r||s` signature over SHA-256(message) by an uncompressed hex public
 * key. A key that is not a valid point is a malformed input (`MALFORMED_BUNDLE`); a signature
 * that does not verify answers false, so each caller names its own refusal.
 */
export async function verifyP256(
  publicKeyUncompressedHex: string,
  signature: Uint8Array,
  message: Uint8Array,
  crypto: CryptoLike = globalThis.crypto,
): Promise<boolean> {
  let key: CryptoKey;
  try {
    const raw = hexToBytes(publicKeyUncompressedHex);
    if (raw.length !== 65 || raw[0] !== 0x04) throw new TypeError('not an uncompressed key');
    key = await crypto.subtle.importKey(
      'raw',
      asBuffer(raw),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
  } catch (cause) {
    throw new CryptoCheckError('MALFORMED_BUNDLE', 'signing key is not a P-256 public key', {
      cause,
    });
  }
  if (signature.length !== 64) return false;
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    asBuffer(signature),
    asBuffer(message),
  );
}
