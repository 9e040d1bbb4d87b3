import { hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveP256Key } from '../deriveP256Key.js';
import { encodeAddress } from './encodeAddress.js';
import { UnsupportedAddressFormatError } from './unsupportedAddressFormatError.js';

const G = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
const G_UNCOMPRESSED =
  '0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8';

describe('encodeAddress', () => {
  it('dispatches on format and curve', () => {
    expect(encodeAddress(hexToBytes(G), 'CURVE_SECP256K1', 'ADDRESS_FORMAT_ETHEREUM')).toBe(
      '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
    );
    expect(
      encodeAddress(hexToBytes(G), 'CURVE_SECP256K1', 'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH'),
    ).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  });

  it('gives COMPRESSED and UNCOMPRESSED as hex of the SEC1 encodings', () => {
    expect(encodeAddress(hexToBytes(G), 'CURVE_SECP256K1', 'ADDRESS_FORMAT_COMPRESSED')).toBe(G);
    expect(encodeAddress(hexToBytes(G), 'CURVE_SECP256K1', 'ADDRESS_FORMAT_UNCOMPRESSED')).toBe(
      G_UNCOMPRESSED,
    );
    // SLIP-10 nist256p1 vector 1, chain m: its compressed public key.
    const p256 = deriveP256Key(hexToBytes('000102030405060708090a0b0c0d0e0f'), 'm').publicKey;
    expect(encodeAddress(p256, 'CURVE_P256', 'ADDRESS_FORMAT_COMPRESSED')).toBe(
      '0266874dc6ade47b3ecd096745ca09bcd29638dd52c2c12117b11ed3e458cfa9e8',
    );
    const uncompressed = encodeAddress(p256, 'CURVE_P256', 'ADDRESS_FORMAT_UNCOMPRESSED');
    expect(uncompressed).toMatch(
      /^0466874dc6ade47b3ecd096745ca09bcd29638dd52c2c12117b11ed3e458cfa9e8[0-9a-f]{64}$/,
    );
  });

  it('gives the raw 32-byte key as COMPRESSED on ed25519', () => {
    const key = new Uint8Array(32).fill(7);
    expect(encodeAddress(key, 'CURVE_ED25519', 'ADDRESS_FORMAT_COMPRESSED')).toBe('07'.repeat(32));
  });

  it('throws UnsupportedAddressFormatError instead of guessing', () => {
    expect(() => encodeAddress(hexToBytes(G), 'CURVE_SECP256K1', 'ADDRESS_FORMAT_SOLANA')).toThrow(
      UnsupportedAddressFormatError,
    );
  });
});
