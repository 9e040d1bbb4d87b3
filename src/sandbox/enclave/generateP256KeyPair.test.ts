import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { generateP256KeyPair } from './generateP256KeyPair.js';

describe('generateP256KeyPair', () => {
  it('makes fresh pairs: a 32-byte scalar in range and its uncompressed point', () => {
    const seen = new Set<string>();
    // 256 pairs: a scalar with a leading zero byte (odds 1/256 each) would show a short key.
    for (let i = 0; i < 256; i++) {
      const pair = generateP256KeyPair();
      expect(pair.privateKey).toMatch(/^[0-9a-f]{64}$/);
      expect(p256.utils.isValidSecretKey(hexToBytes(pair.privateKey))).toBe(true);
      expect(bytesToHex(p256.getPublicKey(hexToBytes(pair.privateKey), false))).toBe(
        pair.publicKey,
      );
      seen.add(pair.privateKey);
    }
    expect(seen.size).toBe(256);
  });
});
