/**
 * Uncompressed SEC1 point (`04 || x || y`, 65 bytes) to compressed (`02|03 || x`, 33 bytes):
 * the prefix is the parity of y (SEC 1 v2 section 2.3.3). No curve arithmetic is needed, so both
 * sides share this one: the client for its session keys, the sandbox after checking the point is
 * on the curve (`publicKeyBytes`).
 */
export function compressPublicKey(uncompressed: Uint8Array): Uint8Array {
  if (uncompressed.length !== 65 || uncompressed[0] !== 0x04) {
    throw new TypeError('expected a 65-byte uncompressed P-256 public key');
  }
  const out = new Uint8Array(33);
  out[0] = (uncompressed[64]! & 1) === 1 ? 0x03 : 0x02;
  out.set(uncompressed.subarray(1, 33), 1);
  return out;
}
