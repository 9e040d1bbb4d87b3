import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { MnemonicLength } from 'embedded-wallet-kit/protocol';
import { hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { generateMnemonic } from './generateMnemonic.js';

/** BIP39 English vectors (trezor/python-mnemonic vectors.json): entropy -> mnemonic. */
const VECTORS: Array<[MnemonicLength, string, string]> = [
  [
    12,
    '00000000000000000000000000000000',
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  ],
  [
    12,
    '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
    'legal winner thank year wave sausage worth useful legal winner thank yellow',
  ],
  [
    12,
    '9e885d952ad362caeb4efe34a8e91bd2',
    'ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic',
  ],
  [
    24,
    '68a79eaca2324873eacc50cb9c6eca8cc68ea5d936f98787c60c7ebc74e6ce7c',
    'hamster diagram private dutch cause delay private meat slide toddler razor book happy fancy gospel tennis maple dilemma loan word shrug inflict delay length',
  ],
  [
    24,
    'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
    'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo vote',
  ],
];

describe('generateMnemonic', () => {
  it.each(VECTORS)('maps %i-word entropy %s to the BIP39 mnemonic', (length, entropy, mnemonic) => {
    expect(generateMnemonic(length, () => hexToBytes(entropy))).toBe(mnemonic);
  });

  it.each([
    [12, 16],
    [15, 20],
    [18, 24],
    [21, 28],
    [24, 32],
  ] as const)('draws the BIP39 entropy size for %i words (%i bytes)', (length, bytes) => {
    const requested: number[] = [];
    const mnemonic = generateMnemonic(length, (n) => {
      requested.push(n);
      return new Uint8Array(n).fill(0x42);
    });
    expect(requested).toEqual([bytes]);
    expect(mnemonic.split(' ')).toHaveLength(length);
    expect(validateMnemonic(mnemonic, wordlist)).toBe(true);
  });

  it('uses the CSPRNG by default, giving a different valid mnemonic each time', () => {
    const a = generateMnemonic(12);
    const b = generateMnemonic(12);
    expect(validateMnemonic(a, wordlist)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('rejects lengths BIP39 does not define', () => {
    expect(() => generateMnemonic(13 as MnemonicLength)).toThrow(RangeError);
  });

  it('refuses a random source that returns the wrong number of bytes', () => {
    expect(() => generateMnemonic(12, () => new Uint8Array(15))).toThrow(/wrong length/);
  });
});
