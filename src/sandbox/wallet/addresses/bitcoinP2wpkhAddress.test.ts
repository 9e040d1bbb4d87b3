import { hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from '../deriveSecp256k1Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { bitcoinP2wpkhAddress } from './bitcoinP2wpkhAddress.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** BIP84 test vectors: path, public key, address. */
const BIP84: Array<[string, string, string]> = [
  [
    "m/84'/0'/0'/0/0",
    '0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c',
    'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  ],
  [
    "m/84'/0'/0'/0/1",
    '03e775fd51f0dfb8cd865d9ff1cca2a158cf651fe997fdc9fee9c1d3b5e995ea77',
    'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
  ],
  [
    "m/84'/0'/0'/1/0",
    '03025324888e429ab8e3dbaf1f7802648b9cd01e9b418485c5fa4c1b9b5700e1a6',
    'bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el',
  ],
];

describe('bitcoinP2wpkhAddress', () => {
  const seed = mnemonicToSeed(ABANDON);

  it.each(BIP84)('gives the BIP84 test vector at %s', (path, publicKey, address) => {
    expect(bitcoinP2wpkhAddress(hexToBytes(publicKey), 'mainnet')).toBe(address);
    expect(bitcoinP2wpkhAddress(deriveSecp256k1Key(seed, path).publicKey, 'mainnet')).toBe(address);
  });

  it('gives the BIP173 examples for the generator key', () => {
    const g = hexToBytes('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
    expect(bitcoinP2wpkhAddress(g, 'mainnet')).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(bitcoinP2wpkhAddress(g, 'testnet')).toBe('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
  });

  it("uses tb on testnet and signet and bcrt on regtest (m/84'/1'/0'/0/0)", () => {
    const key = deriveSecp256k1Key(seed, "m/84'/1'/0'/0/0");
    expect(bitcoinP2wpkhAddress(key.publicKey, 'testnet')).toBe(
      'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
    );
    expect(bitcoinP2wpkhAddress(key.publicKey, 'signet')).toBe(
      'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
    );
    expect(bitcoinP2wpkhAddress(key.publicKey, 'regtest')).toBe(
      'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk',
    );
  });
});
