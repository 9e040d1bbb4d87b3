import { p256 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import { compressPublicKey } from '../../protocol/compressPublicKey.js';
import { bytesToHex, hexToBytes } from '../../protocol/encoding.js';
import { decompressPublicKey } from './decompressPublicKey.js';
import { generateSessionKeyPair } from './generateSessionKeyPair.js';
import { publicKeyHex } from './publicKeyHex.js';

describe('publicKeyHex', () => {
  it('answers both SEC1 forms of a WebCrypto key, as noble encodes them', async () => {
    const { publicKey } = await generateSessionKeyPair();
    const hex = await publicKeyHex(publicKey);
    const point = p256.Point.fromBytes(hexToBytes(hex.uncompressed));
    expect(hex.compressed).toBe(bytesToHex(point.toBytes(true)));
    expect(hex.uncompressed).toBe(bytesToHex(point.toBytes(false)));
  });
});

describe('compressPublicKey / decompressPublicKey', () => {
  it('round-trip and agree with noble for many keys (both y parities)', () => {
    const prefixes = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const sk = p256.utils.randomSecretKey();
      const compressed = p256.getPublicKey(sk, true);
      const uncompressed = p256.getPublicKey(sk, false);
      prefixes.add(compressed[0]!);
      expect(compressPublicKey(uncompressed)).toEqual(compressed);
      expect(decompressPublicKey(compressed)).toEqual(uncompressed);
    }
    expect(prefixes).toEqual(new Set([2, 3]));
  });

  it('decompresses the generator point', () => {
    const g = p256.Point.BASE;
    expect(decompressPublicKey(g.toBytes(true))).toEqual(g.toBytes(false));
  });

  it('refuses malformed points', () => {
    expect(() => compressPublicKey(new Uint8Array(33))).toThrow(TypeError);
    expect(() => decompressPublicKey(new Uint8Array(65))).toThrow(TypeError);
    const bad = new Uint8Array(33);
    bad[0] = 0x04;
    expect(() => decompressPublicKey(bad)).toThrow(TypeError);
    // x = 1: 1 - 3 + b is not a quadratic residue mod p (noble refuses it too).
    const offCurve = new Uint8Array(33);
    offCurve[0] = 0x02;
    offCurve[32] = 1;
    expect(() => p256.Point.fromBytes(offCurve)).toThrow();
    expect(() => decompressPublicKey(offCurve)).toThrow(/not a point on the P-256 curve/);
    // x >= p is no field element.
    const tooBig = new Uint8Array(33).fill(0xff);
    tooBig[0] = 0x02;
    expect(() => decompressPublicKey(tooBig)).toThrow(/not a point on the P-256 curve/);
  });
});
