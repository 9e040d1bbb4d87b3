import { p256 } from '@noble/curves/nist.js';

/**
 * Compressed SEC1 P-256 point (33 bytes) to uncompressed (65 bytes), SEC 1 v2 section 2.3.4, by
 * `@noble/curves` (which checks x < p and that the point is on the curve). WebCrypto imports EC
 * keys only with both coordinates (JWK `x`, `y`), and the API keys the kit is given carry only
 * the compressed public key. Only `createApiKeyStamper` needs it, so the login path and the
 * modal never bundle the curve library.
 */
export function decompressPublicKey(compressed: Uint8Array): Uint8Array {
  const prefix = compressed[0];
  if (compressed.length !== 33 || (prefix !== 0x02 && prefix !== 0x03)) {
    throw new TypeError('expected a 33-byte compressed P-256 public key');
  }
  try {
    return p256.Point.fromBytes(compressed).toBytes(false);
  } catch (cause) {
    throw new TypeError('not a point on the P-256 curve', { cause });
  }
}
