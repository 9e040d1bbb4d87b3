import { compressRawPublicKey, uncompressRawPublicKey } from '@turnkey/crypto';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/sandbox/reasonOf.js';
import { compressPublicKey } from './compressPublicKey.js';
import { decompressPublicKey } from './decompressPublicKey.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';

describe('compressPublicKey / decompressPublicKey', () => {
  it('round-trips and agrees with the production package', () => {
    const { publicKey } = generateP256KeyPair();
    const compressed = compressPublicKey(publicKey);
    expect(compressed).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(compressed).toBe(bytesToHex(compressRawPublicKey(hexToBytes(publicKey))));
    expect(decompressPublicKey(compressed)).toBe(publicKey);
    expect(bytesToHex(uncompressRawPublicKey(hexToBytes(compressed)))).toBe(publicKey);
  });

  it('accepts either encoding and upper-case hex', () => {
    const { publicKey } = generateP256KeyPair();
    const compressed = compressPublicKey(publicKey);
    expect(compressPublicKey(compressed)).toBe(compressed);
    expect(decompressPublicKey(publicKey.toUpperCase())).toBe(publicKey);
  });

  it('rejects what is not a point on the curve with INVALID_KEY', async () => {
    const { publicKey } = generateP256KeyPair();
    const offCurve = publicKey.slice(0, -2) + (publicKey.endsWith('00') ? '01' : '00');
    for (const bad of ['', 'zz', '04', offCurve, `04${'00'.repeat(64)}`, publicKey.slice(0, 66)]) {
      expect(await reasonOf(() => compressPublicKey(bad))).toBe('INVALID_KEY');
      expect(await reasonOf(() => decompressPublicKey(bad))).toBe('INVALID_KEY');
    }
  });
});
