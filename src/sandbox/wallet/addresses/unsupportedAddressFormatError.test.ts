import { describe, expect, it } from 'vitest';
import { UnsupportedAddressFormatError } from './unsupportedAddressFormatError.js';

describe('UnsupportedAddressFormatError', () => {
  it('names the format and curve, in fields and message', () => {
    const error = new UnsupportedAddressFormatError('ADDRESS_FORMAT_TON_V4R2', 'CURVE_ED25519');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('UnsupportedAddressFormatError');
    expect(error.addressFormat).toBe('ADDRESS_FORMAT_TON_V4R2');
    expect(error.curve).toBe('CURVE_ED25519');
    expect(error.message).toBe('ADDRESS_FORMAT_TON_V4R2 is not supported by the sandbox');
  });

  it('appends a reason when given one', () => {
    const error = new UnsupportedAddressFormatError(
      'ADDRESS_FORMAT_SOLANA',
      'CURVE_SECP256K1',
      'on CURVE_SECP256K1',
    );
    expect(error.message).toBe(
      'ADDRESS_FORMAT_SOLANA is not supported by the sandbox on CURVE_SECP256K1',
    );
  });
});
