import { weierstrass } from '@noble/curves/abstract/weierstrass.js';

/**
 * P-256's point arithmetic from `@noble/curves` (its `weierstrass` takes the curve's parameters,
 * SEC 2 v2 section 2.4.2 / FIPS 186-5 D.1.2.3), without its ECDSA, hashing and hash-to-curve:
 * the kit signs and verifies with WebCrypto and only needs a point read from its compressed form.
 * `@noble/curves/nist.js` builds all of those (14.7 KB gzip bundled alone; this, 8.9 KB).
 */
const P256Point = /* @__PURE__ */ weierstrass({
  p: 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn,
  n: 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n,
  h: 1n,
  a: 0xffffffff00000001000000000000000000000000fffffffffffffffffffffffcn,
  b: 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn,
  Gx: 0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296n,
  Gy: 0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5n,
});

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
    return P256Point.fromBytes(compressed).toBytes(false);
  } catch (cause) {
    throw new TypeError('not a point on the P-256 curve', { cause });
  }
}
