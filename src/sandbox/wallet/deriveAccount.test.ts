import type { AddressFormat, Curve } from 'embedded-wallet-kit/protocol';
import { describe, expect, it } from 'vitest';
import type { AccountParams, PathFormat } from './accountParams.js';
import { UnsupportedAddressFormatError } from './addresses/unsupportedAddressFormatError.js';
import { deriveAccount } from './deriveAccount.js';
import { InvalidDerivationPathError } from './invalidDerivationPathError.js';
import { mnemonicToSeed } from './mnemonicToSeed.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

const account = (curve: Curve, path: string, addressFormat: AddressFormat): AccountParams => ({
  curve,
  pathFormat: 'PATH_FORMAT_BIP32',
  path,
  addressFormat,
});

/** Published addresses of the BIP39 test mnemonic "abandon ... about" (empty passphrase). */
const VECTORS: Array<[Curve, string, AddressFormat, string]> = [
  [
    'CURVE_SECP256K1',
    "m/44'/0'/0'/0/0",
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2PKH',
    '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA',
  ],
  [
    'CURVE_SECP256K1',
    "m/49'/0'/0'/0/0",
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2SH',
    '37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf',
  ],
  [
    'CURVE_SECP256K1',
    "m/84'/0'/0'/0/0",
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH',
    'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  ],
  [
    'CURVE_SECP256K1',
    "m/86'/0'/0'/0/0",
    'ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR',
    'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
  ],
  [
    'CURVE_SECP256K1',
    "m/49'/1'/0'/0/0",
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2SH',
    '2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2',
  ],
  [
    'CURVE_SECP256K1',
    "m/84'/1'/0'/0/0",
    'ADDRESS_FORMAT_BITCOIN_SIGNET_P2WPKH',
    'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
  ],
  [
    'CURVE_SECP256K1',
    "m/84'/1'/0'/0/0",
    'ADDRESS_FORMAT_BITCOIN_REGTEST_P2WPKH',
    'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk',
  ],
  [
    'CURVE_SECP256K1',
    "m/86'/1'/0'/0/0",
    'ADDRESS_FORMAT_BITCOIN_TESTNET_P2TR',
    'tb1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqlqt9zj',
  ],
  [
    'CURVE_SECP256K1',
    "m/44'/60'/0'/0/0",
    'ADDRESS_FORMAT_ETHEREUM',
    '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  ],
  [
    'CURVE_SECP256K1',
    "m/44'/118'/0'/0/0",
    'ADDRESS_FORMAT_COSMOS',
    'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4',
  ],
  [
    'CURVE_SECP256K1',
    "m/44'/118'/0'/0/0",
    'ADDRESS_FORMAT_SEI',
    'sei19rl4cm2hmr8afy4kldpxz3fka4jguq0a3vute5',
  ],
  [
    'CURVE_SECP256K1',
    "m/44'/195'/0'/0/0",
    'ADDRESS_FORMAT_TRON',
    'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
  ],
  [
    'CURVE_SECP256K1',
    "m/44'/144'/0'/0/0",
    'ADDRESS_FORMAT_XRP',
    'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
  ],
  [
    'CURVE_SECP256K1',
    "m/44'/3'/0'/0/0",
    'ADDRESS_FORMAT_DOGE_MAINNET',
    'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC',
  ],
  [
    'CURVE_ED25519',
    "m/44'/501'/0'/0'",
    'ADDRESS_FORMAT_SOLANA',
    'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
  ],
];

describe('deriveAccount', () => {
  const seed = mnemonicToSeed(ABANDON);

  it.each(VECTORS)('%s %s %s gives %s', (curve, path, addressFormat, address) => {
    expect(deriveAccount(seed, account(curve, path, addressFormat))).toEqual({
      address,
      publicKey: expect.any(String),
      path,
    });
  });

  it('returns the public key as hex: 33 bytes compressed on secp256k1 and P-256, 32 on ed25519', () => {
    const k1 = deriveAccount(
      seed,
      account('CURVE_SECP256K1', "m/84'/0'/0'/0/0", 'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH'),
    );
    expect(k1.publicKey).toBe('0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c');
    const r1 = deriveAccount(
      seed,
      account('CURVE_P256', "m/44'/60'/0'/0/0", 'ADDRESS_FORMAT_UNCOMPRESSED'),
    );
    expect(r1.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(r1.address).toMatch(new RegExp(`^04${r1.publicKey.slice(2)}[0-9a-f]{64}$`));
    const ed = deriveAccount(
      seed,
      account('CURVE_ED25519', "m/44'/501'/0'/0'", 'ADDRESS_FORMAT_COMPRESSED'),
    );
    expect(ed.publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(ed.address).toBe(ed.publicKey);
  });

  it('keeps the path exactly as given', () => {
    const result = deriveAccount(
      seed,
      account('CURVE_SECP256K1', 'm/44h/60h/0h/0/0', 'ADDRESS_FORMAT_ETHEREUM'),
    );
    expect(result.path).toBe('m/44h/60h/0h/0/0');
    expect(result.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  });

  it('refuses unsupported formats and meaningless curve/format pairs', () => {
    expect(() =>
      deriveAccount(seed, account('CURVE_SECP256K1', "m/44'/501'/0'/0'", 'ADDRESS_FORMAT_SOLANA')),
    ).toThrow(UnsupportedAddressFormatError);
    expect(() =>
      deriveAccount(
        seed,
        account('CURVE_ED25519', "m/44'/60'/0'/0'/0'", 'ADDRESS_FORMAT_ETHEREUM'),
      ),
    ).toThrow('ADDRESS_FORMAT_ETHEREUM is not supported by the sandbox on CURVE_ED25519');
    expect(() =>
      deriveAccount(seed, account('CURVE_ED25519', "m/44'/607'/0'", 'ADDRESS_FORMAT_TON_V4R2')),
    ).toThrow('ADDRESS_FORMAT_TON_V4R2 is not supported by the sandbox');
  });

  it('refuses malformed paths and non-hardened ed25519 paths', () => {
    expect(() =>
      deriveAccount(seed, account('CURVE_SECP256K1', "m/44'/60'/0'/0/", 'ADDRESS_FORMAT_ETHEREUM')),
    ).toThrow(InvalidDerivationPathError);
    expect(() =>
      deriveAccount(seed, account('CURVE_ED25519', "m/44'/501'/0'/0", 'ADDRESS_FORMAT_SOLANA')),
    ).toThrow(/hardened derivation only/);
  });

  it('refuses a path format other than PATH_FORMAT_BIP32', () => {
    const params = {
      ...account('CURVE_SECP256K1', "m/44'/60'/0'/0/0", 'ADDRESS_FORMAT_ETHEREUM'),
      pathFormat: 'PATH_FORMAT_X' as PathFormat,
    };
    expect(() => deriveAccount(seed, params)).toThrow(/unknown path format/);
  });
});
