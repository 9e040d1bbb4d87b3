import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from '../deriveSecp256k1Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { cosmosAddress } from './cosmosAddress.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('cosmosAddress', () => {
  const key = deriveSecp256k1Key(mnemonicToSeed(ABANDON), "m/44'/118'/0'/0/0");

  it("gives the Cosmos Hub address of abandon...about at m/44'/118'/0'/0/0", () => {
    expect(cosmosAddress(key.publicKey)).toBe('cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4');
  });

  it('gives the same key hash under another chain prefix (Sei)', () => {
    expect(cosmosAddress(key.publicKey, 'sei')).toBe('sei19rl4cm2hmr8afy4kldpxz3fka4jguq0a3vute5');
  });
});
