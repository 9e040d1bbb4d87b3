import { describe, expect, it } from 'vitest';
import type { AccountParams, PathFormat } from './accountParams.js';
import { UnsupportedAddressFormatError } from './addresses/unsupportedAddressFormatError.js';
import { assertAccountDerivable } from './assertAccountDerivable.js';
import { InvalidDerivationPathError } from './invalidDerivationPathError.js';

const SOLANA: AccountParams = {
  curve: 'CURVE_ED25519',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/501'/0'/0'",
  addressFormat: 'ADDRESS_FORMAT_SOLANA',
};

describe('assertAccountDerivable', () => {
  it('accepts a derivable account', () => {
    expect(() => assertAccountDerivable(SOLANA)).not.toThrow();
  });

  it('refuses each kind of underivable account', () => {
    expect(() => assertAccountDerivable({ ...SOLANA, pathFormat: 'X' as PathFormat })).toThrow(
      /unknown path format/,
    );
    expect(() => assertAccountDerivable({ ...SOLANA, curve: 'CURVE_SECP256K1' })).toThrow(
      UnsupportedAddressFormatError,
    );
    expect(() => assertAccountDerivable({ ...SOLANA, path: "m/44'//0'" })).toThrow(
      InvalidDerivationPathError,
    );
    expect(() => assertAccountDerivable({ ...SOLANA, path: "m/44'/501'/0'/0" })).toThrow(
      /segment 4 is not hardened/,
    );
  });

  it('allows non-hardened segments on the Weierstrass curves', () => {
    expect(() =>
      assertAccountDerivable({
        curve: 'CURVE_P256',
        pathFormat: 'PATH_FORMAT_BIP32',
        path: "m/44'/0'/0'/0/0",
        addressFormat: 'ADDRESS_FORMAT_COMPRESSED',
      }),
    ).not.toThrow();
  });
});
