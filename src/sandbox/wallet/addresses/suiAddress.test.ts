import { p256 } from '@noble/curves/nist.js';
import { base64urlDecode } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveEd25519Key } from '../deriveEd25519Key.js';
import { deriveSecp256k1Key } from '../deriveSecp256k1Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { suiAddress } from './suiAddress.js';

/** Sui TypeScript SDK keypair tests ("generated against rust keytool cli"). */
const FILM =
  'film crazy soon outside stand loop subway crumble thrive popular green nuclear struggle pistol arm wife phrase warfare march wheat nephew ask sunny firm';

/** secp256r1-keypair.test.ts: base64(0x02 || secret key) -> address. */
const P256_CASES: Array<[string, string]> = [
  [
    'AiWmZXUcFpUF75H082F2RVJAABS5kcrvb8o09IPH9yUw',
    '0x4a822457f1970468d38dae8e63fb60eefdaa497d74d781f581ea2d137ec36f3a',
  ],
  [
    'AjaB6aLp4fQabx4NglfGz2Bf01TGKArV80NEOnqDwqNN',
    '0xcd43ecb9dd32249ff5748f5e4d51855b01c9b1b8bbe7f8638bb8ab4cb463b920',
  ],
  [
    'AtSIEzVpJv+bJH3XptEq63vsuK+te1KRSY7JsiuJfcdK',
    '0x0d9047b7e7b698cc09c955ea97b0c68c2be7fb3aebeb59edcc84b1fb87e0f28e',
  ],
];

describe('suiAddress', () => {
  const seed = mnemonicToSeed(FILM);

  it("gives the Sui ed25519 address (flag 0x00) at m/44'/784'/0'/0'/0'", () => {
    const key = deriveEd25519Key(seed, "m/44'/784'/0'/0'/0'");
    expect(suiAddress(key.publicKey, 'CURVE_ED25519')).toBe(
      '0xa2d14fad60c56049ecf75246a481934691214ce413e6a8ae2fe6834c173a6133',
    );
  });

  it("gives the Sui secp256k1 address (flag 0x01) at m/54'/784'/0'/0/0", () => {
    const key = deriveSecp256k1Key(seed, "m/54'/784'/0'/0/0");
    expect(suiAddress(key.publicKey, 'CURVE_SECP256K1')).toBe(
      '0x9e8f732575cc5386f8df3c784cd3ed1b53ce538da79926b2ad54dcc1197d2532',
    );
  });

  it.each(P256_CASES)(
    'gives the Sui secp256r1 address (flag 0x02) of key %s',
    (flagged, address) => {
      const raw = base64urlDecode(flagged);
      expect(raw[0]).toBe(0x02);
      const publicKey = p256.getPublicKey(raw.subarray(1), true);
      expect(suiAddress(publicKey, 'CURVE_P256')).toBe(address);
    },
  );

  it('refuses an ed25519 key of the wrong length', () => {
    expect(() => suiAddress(new Uint8Array(33), 'CURVE_ED25519')).toThrow(/32-byte/);
  });
});
