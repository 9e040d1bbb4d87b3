import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from '../deriveSecp256k1Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { bitcoinP2trAddress } from './bitcoinP2trAddress.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** BIP86 test vectors (key-path only, no script tree). */
const BIP86: Array<[string, string]> = [
  ["m/86'/0'/0'/0/0", 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'],
  ["m/86'/0'/0'/0/1", 'bc1p4qhjn9zdvkux4e44uhx8tc55attvtyu358kutcqkudyccelu0was9fqzwh'],
  ["m/86'/0'/0'/1/0", 'bc1p3qkhfews2uk44qtvauqyr2ttdsw7svhkl9nkm9s9c3x4ax5h60wqwruhk7'],
];

describe('bitcoinP2trAddress (BIP86)', () => {
  const seed = mnemonicToSeed(ABANDON);

  it.each(BIP86)('gives the BIP86 test vector at %s', (path, address) => {
    expect(bitcoinP2trAddress(deriveSecp256k1Key(seed, path).publicKey, 'mainnet')).toBe(address);
  });

  it("gives the testnet/signet address at m/86'/1'/0'/0/0", () => {
    const key = deriveSecp256k1Key(seed, "m/86'/1'/0'/0/0");
    const address = 'tb1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqlqt9zj';
    expect(bitcoinP2trAddress(key.publicKey, 'testnet')).toBe(address);
    expect(bitcoinP2trAddress(key.publicKey, 'signet')).toBe(address);
    expect(bitcoinP2trAddress(key.publicKey, 'regtest')).toMatch(/^bcrt1p/);
  });

  it('depends only on x: the odd-y twin of a key gives the same address (BIP340 x-only keys)', () => {
    const key = deriveSecp256k1Key(seed, "m/86'/0'/0'/0/0");
    const twin = Uint8Array.from(key.publicKey);
    twin[0] = twin[0] === 0x02 ? 0x03 : 0x02;
    expect(bitcoinP2trAddress(twin, 'mainnet')).toBe(BIP86[0]![1]);
  });
});
