import type { AddressFormat, Curve } from 'embedded-wallet-kit/protocol';
import { describe, expect, it } from 'vitest';
import { findAddressEncoder } from './findAddressEncoder.js';
import { UnsupportedAddressFormatError } from './unsupportedAddressFormatError.js';

function errorOf(curve: Curve, format: AddressFormat): UnsupportedAddressFormatError {
  try {
    findAddressEncoder(curve, format);
  } catch (error) {
    if (error instanceof UnsupportedAddressFormatError) return error;
    throw error;
  }
  throw new Error('expected UnsupportedAddressFormatError');
}

describe('findAddressEncoder', () => {
  it('returns an encoder for a supported pair', () => {
    expect(typeof findAddressEncoder('CURVE_SECP256K1', 'ADDRESS_FORMAT_ETHEREUM')).toBe(
      'function',
    );
  });

  it.each([
    'ADDRESS_FORMAT_TON_V3R2',
    'ADDRESS_FORMAT_TON_V4R2',
    'ADDRESS_FORMAT_TON_V5R1',
    'ADDRESS_FORMAT_SPARK_MAINNET',
    'ADDRESS_FORMAT_SPARK_REGTEST',
  ] as const)('refuses %s, which the sandbox does not implement', (format) => {
    const error = errorOf('CURVE_ED25519', format);
    expect(error.addressFormat).toBe(format);
    expect(error.curve).toBe('CURVE_ED25519');
    expect(error.message).toBe(`${format} is not supported by the sandbox`);
  });

  it('explains why P2WSH is refused', () => {
    expect(errorOf('CURVE_SECP256K1', 'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WSH').message).toBe(
      'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WSH is not supported by the sandbox (a P2WSH address commits to a witness script, not to a single key)',
    );
  });

  it.each([
    ['CURVE_SECP256K1', 'ADDRESS_FORMAT_SOLANA'],
    ['CURVE_P256', 'ADDRESS_FORMAT_SOLANA'],
    ['CURVE_ED25519', 'ADDRESS_FORMAT_ETHEREUM'],
    ['CURVE_P256', 'ADDRESS_FORMAT_ETHEREUM'],
    ['CURVE_ED25519', 'ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR'],
    ['CURVE_P256', 'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH'],
    ['CURVE_ED25519', 'ADDRESS_FORMAT_UNCOMPRESSED'],
    ['CURVE_SECP256K1', 'ADDRESS_FORMAT_APTOS'],
    ['CURVE_ED25519', 'ADDRESS_FORMAT_XRP'],
    ['CURVE_SECP256K1', 'ADDRESS_FORMAT_XLM'],
  ] as const)('refuses the meaningless pair %s / %s', (curve, format) => {
    const error = errorOf(curve, format);
    expect(error.addressFormat).toBe(format);
    expect(error.curve).toBe(curve);
    expect(error.message).toBe(`${format} is not supported by the sandbox on ${curve}`);
  });

  it('refuses an unknown format string that slipped past validation', () => {
    expect(errorOf('CURVE_SECP256K1', 'ADDRESS_FORMAT_NOPE' as AddressFormat).message).toBe(
      'ADDRESS_FORMAT_NOPE is not supported by the sandbox',
    );
  });
});
