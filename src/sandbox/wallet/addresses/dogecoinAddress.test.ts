import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from '../deriveSecp256k1Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { dogecoinAddress } from './dogecoinAddress.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const base58check = createBase58check(sha256);

describe('dogecoinAddress', () => {
  it("gives the Ledger Live / Ian Coleman address of abandon...about at m/44'/3'/0'/0/0", () => {
    const key = deriveSecp256k1Key(mnemonicToSeed(ABANDON), "m/44'/3'/0'/0/0");
    expect(dogecoinAddress(key.publicKey, 'mainnet')).toBe('DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC');
  });

  it.each([
    [
      '0f6055b44781882c04d6683d8e11a8282d068ef139a78f9d45e9ba290d1ce25f',
      'D8jZ6R8uuyQwiybupiVs3eDCedKdZ5bYV3',
    ],
    [
      '9e0d4307370dc9ad2feaa8fbeb2b43eb472b70a928f8c927b30a510f108f3246',
      'DP7rGcDbpAvMb1dKup981zNt1heWUuVLP7',
    ],
  ])('matches Dogecoin Core key_tests.cpp for compressed key %s', (privateKey, address) => {
    const publicKey = secp256k1.getPublicKey(hexToBytes(privateKey), true);
    expect(dogecoinAddress(publicKey, 'mainnet')).toBe(address);
  });

  it('uses testnet version 113, as in Dogecoin Core base58_keys_valid.json', () => {
    // A testnet P2PKH address from Dogecoin Core's test data carries version 0x71.
    expect(base58check.decode('nhRsrUaxZou6sewjqaS37cJrMRJRgwVXdk')[0]).toBe(0x71);
    const publicKey = secp256k1.getPublicKey(
      hexToBytes('0f6055b44781882c04d6683d8e11a8282d068ef139a78f9d45e9ba290d1ce25f'),
      true,
    );
    const mainnet = base58check.decode(dogecoinAddress(publicKey, 'mainnet'));
    const testnet = base58check.decode(dogecoinAddress(publicKey, 'testnet'));
    expect(testnet[0]).toBe(0x71);
    expect(bytesToHex(testnet.subarray(1))).toBe(bytesToHex(mainnet.subarray(1)));
  });
});
