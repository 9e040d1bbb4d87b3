import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import type { AccountParams } from './accountParams.js';
import { UnsupportedAddressFormatError } from './addresses/unsupportedAddressFormatError.js';
import { deriveWallet } from './deriveWallet.js';
import { InvalidDerivationPathError } from './invalidDerivationPathError.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

const ETHEREUM: AccountParams = {
  curve: 'CURVE_SECP256K1',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/60'/0'/0/0",
  addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
};
const SOLANA: AccountParams = {
  curve: 'CURVE_ED25519',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/501'/0'/0'",
  addressFormat: 'ADDRESS_FORMAT_SOLANA',
};

describe('deriveWallet', () => {
  it('creates a 12-word wallet by default and derives its accounts in request order', () => {
    const wallet = deriveWallet({ walletName: 'Default', accounts: [ETHEREUM, SOLANA] });
    expect(wallet.mnemonic.split(' ')).toHaveLength(12);
    expect(validateMnemonic(wallet.mnemonic, wordlist)).toBe(true);
    expect(wallet.accounts).toHaveLength(2);
    expect(wallet.accounts[0]).toMatchObject({
      curve: 'CURVE_SECP256K1',
      path: ETHEREUM.path,
      addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
    });
    expect(wallet.accounts[0]!.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(wallet.accounts[1]).toMatchObject({
      curve: 'CURVE_ED25519',
      addressFormat: 'ADDRESS_FORMAT_SOLANA',
    });
  });

  it('honours mnemonicLength', () => {
    const wallet = deriveWallet({ walletName: 'Long', accounts: [], mnemonicLength: 24 });
    expect(wallet.mnemonic.split(' ')).toHaveLength(24);
    expect(wallet.accounts).toEqual([]);
  });

  it('gives a different wallet each time', () => {
    const a = deriveWallet({ walletName: 'A', accounts: [ETHEREUM] });
    const b = deriveWallet({ walletName: 'B', accounts: [ETHEREUM] });
    expect(a.mnemonic).not.toBe(b.mnemonic);
    expect(a.accounts[0]!.address).not.toBe(b.accounts[0]!.address);
  });

  it('restores a given mnemonic to its published addresses (a seeded wallet)', () => {
    const wallet = deriveWallet(
      { walletName: 'Seeded', accounts: [ETHEREUM, SOLANA] },
      { mnemonic: ABANDON },
    );
    expect(wallet).toEqual({
      mnemonic: ABANDON,
      accounts: [
        {
          address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
          publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
          curve: 'CURVE_SECP256K1',
          path: "m/44'/60'/0'/0/0",
          addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
        },
        {
          address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
          publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
          curve: 'CURVE_ED25519',
          path: "m/44'/501'/0'/0'",
          addressFormat: 'ADDRESS_FORMAT_SOLANA',
        },
      ],
    });
  });

  it('draws entropy from the injected source', () => {
    const wallet = deriveWallet(
      { walletName: 'Fixed', accounts: [ETHEREUM] },
      { randomBytes: (n) => new Uint8Array(n) },
    );
    expect(wallet.mnemonic).toBe(ABANDON);
    expect(wallet.accounts[0]!.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  });

  it('fails whole, before drawing entropy, when any account cannot be derived', () => {
    let drawn = 0;
    const randomBytes = (n: number) => {
      drawn++;
      return new Uint8Array(n);
    };
    const ton: AccountParams = {
      ...SOLANA,
      path: "m/44'/607'/0'",
      addressFormat: 'ADDRESS_FORMAT_TON_V4R2',
    };
    expect(() =>
      deriveWallet({ walletName: 'W', accounts: [ETHEREUM, ton] }, { randomBytes }),
    ).toThrow(UnsupportedAddressFormatError);
    const badPath: AccountParams = { ...ETHEREUM, path: "m/44'/60'/0'/0/x" };
    expect(() =>
      deriveWallet({ walletName: 'W', accounts: [ETHEREUM, badPath] }, { randomBytes }),
    ).toThrow(InvalidDerivationPathError);
    const edNormal: AccountParams = { ...SOLANA, path: "m/44'/501'/0'/0" };
    expect(() => deriveWallet({ walletName: 'W', accounts: [edNormal] }, { randomBytes })).toThrow(
      /hardened derivation only/,
    );
    expect(drawn).toBe(0);
  });

  it('refuses an invalid mnemonic to restore', () => {
    expect(() =>
      deriveWallet(
        { walletName: 'W', accounts: [] },
        { mnemonic: ABANDON.replace('about', 'abandon') },
      ),
    ).toThrow(/not a valid BIP39/);
  });
});
