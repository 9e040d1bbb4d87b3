import { hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from '../deriveSecp256k1Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { ethereumAddress } from './ethereumAddress.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('ethereumAddress', () => {
  it("gives the well-known address of the abandon...about mnemonic at m/44'/60'/0'/0/0", () => {
    const key = deriveSecp256k1Key(mnemonicToSeed(ABANDON), "m/44'/60'/0'/0/0");
    expect(ethereumAddress(key.publicKey)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  });

  it('gives the address of private key 1 (the generator) from either SEC1 encoding', () => {
    const g = '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
    const gY = '483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8';
    const expected = '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf';
    expect(ethereumAddress(hexToBytes(`02${g}`))).toBe(expected);
    expect(ethereumAddress(hexToBytes(`04${g}${gY}`))).toBe(expected);
  });
});
