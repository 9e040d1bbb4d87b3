/**
 * BIP32 and SLIP-10 define the master key for seeds of 128 to 512 bits; a BIP39 seed is 512.
 * Anything else is a caller bug, not a seed to stretch or truncate.
 */
export function assertSeedLength(seed: Uint8Array): void {
  if (seed.length < 16 || seed.length > 64) {
    throw new RangeError(`seed must be 16 to 64 bytes, got ${seed.length}`);
  }
}
