import { HDKey } from '@scure/bip32';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from './deriveSecp256k1Key.js';

const SEED = hexToBytes('000102030405060708090a0b0c0d0e0f');

describe('deriveSecp256k1Key', () => {
  it('matches the serialised BIP32 test vector 1 xprv of m/0H/1/2H', () => {
    const expected = HDKey.fromExtendedKey(
      'xprv9z4pot5VBttmtdRTWfWQmoH1taj2axGVzFqSb8C9xaxKymcFzXBDptWmT7FwuEzG3ryjH4ktypQSAewRiNMjANTtpgP4mLTj34bhnZX7UiM',
    );
    const key = deriveSecp256k1Key(SEED, 'm/0h/1/2h');
    expect(bytesToHex(key.privateKey)).toBe(bytesToHex(expected.privateKey!));
    expect(bytesToHex(key.chainCode)).toBe(bytesToHex(expected.chainCode!));
  });

  it('refuses seeds outside 128..512 bits and malformed paths', () => {
    expect(() => deriveSecp256k1Key(new Uint8Array(15), 'm')).toThrow(/16 to 64 bytes/);
    expect(() => deriveSecp256k1Key(new Uint8Array(65), 'm')).toThrow(/16 to 64 bytes/);
    expect(() => deriveSecp256k1Key(SEED, "m/0'/")).toThrow(/invalid derivation path/);
  });
});
