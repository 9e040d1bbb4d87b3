import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';

/** SEC 2 v2 section 2.4.1: the generator G in both SEC1 encodings. */
const G_COMPRESSED = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
const G_UNCOMPRESSED =
  '0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8';

describe('secp256k1PublicKey', () => {
  it('converts between SEC1 encodings both ways', () => {
    expect(bytesToHex(secp256k1PublicKey(hexToBytes(G_COMPRESSED), false))).toBe(G_UNCOMPRESSED);
    expect(bytesToHex(secp256k1PublicKey(hexToBytes(G_UNCOMPRESSED), true))).toBe(G_COMPRESSED);
  });

  it('refuses bytes that are not a point on the curve', () => {
    // x = p, the field modulus: outside the field, so no point has it.
    const xIsP = 'fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f';
    expect(() => secp256k1PublicKey(hexToBytes(`02${xIsP}`), true)).toThrow();
    expect(() => secp256k1PublicKey(hexToBytes(`05${G_COMPRESSED.slice(2)}`), true)).toThrow();
    expect(() => secp256k1PublicKey(new Uint8Array(32), true)).toThrow();
  });
});
