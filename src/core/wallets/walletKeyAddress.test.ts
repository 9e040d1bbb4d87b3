import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../../protocol/encoding.js';
import { walletKeyAddress } from './walletKeyAddress.js';

describe('walletKeyAddress', () => {
  it("gives an Ethereum wallet key's EIP-55 address (the well-known key 1 vector)", () => {
    // Private key 1: its address is the widely published
    // 0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf.
    const key = new Uint8Array(32);
    key[31] = 1;
    const publicKey = bytesToHex(secp256k1.getPublicKey(key, true));
    expect(walletKeyAddress({ publicKey, type: 'CREDENTIAL_TYPE_API_KEY_SECP256K1' })).toBe(
      '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
    );
  });

  it("gives a Solana wallet key's base58 address, and nothing for other keys", () => {
    const publicKey = ed25519.getPublicKey(new Uint8Array(32).fill(7));
    expect(
      walletKeyAddress({
        publicKey: bytesToHex(publicKey),
        type: 'CREDENTIAL_TYPE_API_KEY_ED25519',
      }),
    ).toBe(base58.encode(publicKey));
    expect(walletKeyAddress({ publicKey: '02ab', type: 'CREDENTIAL_TYPE_API_KEY_P256' })).toBe(
      undefined,
    );
    expect(
      walletKeyAddress({ publicKey: 'zz', type: 'CREDENTIAL_TYPE_API_KEY_SECP256K1' }),
    ).toBeUndefined();
  });
});
