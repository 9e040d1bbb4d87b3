import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { hash160 } from './hash160.js';

describe('hash160', () => {
  it('hashes the secp256k1 generator to the BIP173 example witness program', () => {
    const g = hexToBytes('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
    expect(bytesToHex(hash160(g))).toBe('751e76e8199196d454941c45d1b3a323f1433bd6');
  });
});
