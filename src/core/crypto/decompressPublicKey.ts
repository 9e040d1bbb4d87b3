import { bigIntToBytes, bytesToBigInt, P256_B, P256_P } from './p256.js';

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/**
 * Compressed SEC1 P-256 point (33 bytes) to uncompressed (65 bytes), SEC 1 v2 section 2.3.4:
 * y^2 = x^3 - 3x + b (mod p); as p = 3 (mod 4), y = rhs^((p+1)/4), then pick the root whose parity
 * the prefix names. WebCrypto imports EC keys only with both coordinates (JWK `x`, `y`), and the
 * API keys the kit is given carry only the compressed public key.
 */
export function decompressPublicKey(compressed: Uint8Array): Uint8Array {
  const prefix = compressed[0];
  if (compressed.length !== 33 || (prefix !== 0x02 && prefix !== 0x03)) {
    throw new TypeError('expected a 33-byte compressed P-256 public key');
  }
  const p = P256_P;
  const x = bytesToBigInt(compressed.subarray(1));
  if (x >= p) throw new TypeError('public key x coordinate out of range');
  const rhs = (((x * x * x - 3n * x + P256_B) % p) + p) % p;
  let y = modPow(rhs, (p + 1n) / 4n, p);
  if ((y * y) % p !== rhs) throw new TypeError('public key is not on the P-256 curve');
  if ((y & 1n) !== BigInt(prefix & 1)) y = p - y;
  const out = new Uint8Array(65);
  out[0] = 0x04;
  out.set(bigIntToBytes(x, 32), 1);
  out.set(bigIntToBytes(y, 32), 33);
  return out;
}
