import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from '../deriveSecp256k1Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { ethereumAddress } from './ethereumAddress.js';
import { tronAddress } from './tronAddress.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('tronAddress', () => {
  const key = deriveSecp256k1Key(mnemonicToSeed(ABANDON), "m/44'/195'/0'/0/0");

  it("gives the TronLink address of abandon...about at m/44'/195'/0'/0/0", () => {
    expect(tronAddress(key.publicKey)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('carries version 0x41 and the Ethereum address bytes of the same key', () => {
    const decoded = createBase58check(sha256).decode(tronAddress(key.publicKey));
    expect(decoded[0]).toBe(0x41);
    expect(`0x${bytesToHex(decoded.subarray(1))}`).toBe(
      ethereumAddress(key.publicKey).toLowerCase(),
    );
  });
});
