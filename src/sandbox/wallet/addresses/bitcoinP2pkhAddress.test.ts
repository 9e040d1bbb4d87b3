import { hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from '../deriveSecp256k1Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { bitcoinP2pkhAddress } from './bitcoinP2pkhAddress.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const G = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';

describe('bitcoinP2pkhAddress', () => {
  const seed = mnemonicToSeed(ABANDON);

  it("gives the BIP44 address of abandon...about at m/44'/0'/0'/0/0", () => {
    const key = deriveSecp256k1Key(seed, "m/44'/0'/0'/0/0");
    expect(bitcoinP2pkhAddress(key.publicKey, 'mainnet')).toBe(
      '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA',
    );
  });

  it("gives the testnet BIP44 address at m/44'/1'/0'/0/0 (signet and regtest share it)", () => {
    const key = deriveSecp256k1Key(seed, "m/44'/1'/0'/0/0");
    for (const network of ['testnet', 'signet', 'regtest'] as const) {
      expect(bitcoinP2pkhAddress(key.publicKey, network)).toBe(
        'mkpZhYtJu2r87Js3pDiWJDmPte2NRZ8bJV',
      );
    }
  });

  it('hashes the compressed key even when given an uncompressed one (private key 1)', () => {
    const gUncompressed = `04${G.slice(2)}483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8`;
    expect(bitcoinP2pkhAddress(hexToBytes(G), 'mainnet')).toBe(
      '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH',
    );
    expect(bitcoinP2pkhAddress(hexToBytes(gUncompressed), 'mainnet')).toBe(
      '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH',
    );
  });
});
