import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { aptosAddress } from './aptosAddress.js';

describe('aptosAddress', () => {
  it('gives the address of the Aptos SDK ed25519 test key', () => {
    const publicKey = ed25519.getPublicKey(
      hexToBytes('c5338cd251c22daa8c9c9cc94f498cc8a5c7e1d2e75287a5dda91096fe64efa5'),
    );
    expect(bytesToHex(publicKey)).toBe(
      'de19e5d1880cac87d57484ce9ed2e84cf0f9599f12e7cc3a52e4e7657a763f2c',
    );
    expect(aptosAddress(publicKey)).toBe(
      '0x978c213990c4833df71548df7ce49d54c759d6b6d932de22b24d56060b7af2aa',
    );
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => aptosAddress(new Uint8Array(31))).toThrow(/32-byte/);
  });
});
