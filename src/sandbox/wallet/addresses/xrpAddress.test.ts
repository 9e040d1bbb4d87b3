import { hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from '../deriveSecp256k1Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { xrpAddress } from './xrpAddress.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('xrpAddress', () => {
  it("gives the xrpl.js Wallet.fromMnemonic address of abandon...about at m/44'/144'/0'/0/0", () => {
    const key = deriveSecp256k1Key(mnemonicToSeed(ABANDON), "m/44'/144'/0'/0/0");
    expect(xrpAddress(key.publicKey)).toBe('rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3');
  });

  it.each([
    [
      '031d68bc1a142e6766b2bdfb006ccfe135ef2e0e2e94abb5cf5c9ab6104776fbae',
      'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
    ],
    [
      '038bf420b5271ada2d7479358ff98a29954cf18dc25155184aead05796da737e89',
      'r3AgF9mMBFtaLhKcg96weMhbbEFLZ3mx17',
    ],
  ])('encodes public key %s', (publicKey, address) => {
    expect(xrpAddress(hexToBytes(publicKey))).toBe(address);
  });
});
