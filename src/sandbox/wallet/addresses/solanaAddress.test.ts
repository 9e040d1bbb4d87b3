import { describe, expect, it } from 'vitest';
import { deriveEd25519Key } from '../deriveEd25519Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { solanaAddress } from './solanaAddress.js';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('solanaAddress', () => {
  it("gives the Phantom/Solflare address of abandon...about at m/44'/501'/0'/0'", () => {
    const key = deriveEd25519Key(mnemonicToSeed(ABANDON), "m/44'/501'/0'/0'");
    expect(solanaAddress(key.publicKey)).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
  });

  it('encodes 32 zero bytes as the System Program id', () => {
    expect(solanaAddress(new Uint8Array(32))).toBe('11111111111111111111111111111111');
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => solanaAddress(new Uint8Array(33))).toThrow(/32-byte/);
  });
});
