import { hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from '../deriveSecp256k1Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { bitcoinP2shP2wpkhAddress } from './bitcoinP2shP2wpkhAddress.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('bitcoinP2shP2wpkhAddress (nested segwit)', () => {
  it("gives the BIP49 mainnet address of abandon...about at m/49'/0'/0'/0/0", () => {
    const key = deriveSecp256k1Key(mnemonicToSeed(ABANDON), "m/49'/0'/0'/0/0");
    expect(bitcoinP2shP2wpkhAddress(key.publicKey, 'mainnet')).toBe(
      '37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf',
    );
  });

  it("gives BIP49's own testnet test vector for its m/49'/1'/0'/0/0 public key", () => {
    const publicKey = hexToBytes(
      '03a1af804ac108a8a51782198c2d034b28bf90c8803f5a53f76276fa69a4eae77f',
    );
    expect(bitcoinP2shP2wpkhAddress(publicKey, 'testnet')).toBe(
      '2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2',
    );
    expect(bitcoinP2shP2wpkhAddress(publicKey, 'regtest')).toBe(
      '2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2',
    );
  });
});
