import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { mnemonicToSeed } from './mnemonicToSeed.js';

/** BIP39 English vectors (trezor/python-mnemonic vectors.json), passphrase "TREZOR". */
const TREZOR_VECTORS: Array<[string, string]> = [
  [
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
  ],
  [
    'legal winner thank year wave sausage worth useful legal winner thank yellow',
    '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607',
  ],
  [
    'ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic',
    '274ddc525802f7c828d8ef7ddbcdc5304e87ac3535913611fbbfa986d0c9e5476c91689f9c8a54fd55bd38606aa6a8595ad213d4c9c9f9aca3fb217069a41028',
  ],
  [
    'hamster diagram private dutch cause delay private meat slide toddler razor book happy fancy gospel tennis maple dilemma loan word shrug inflict delay length',
    '64c87cde7e12ecf6704ab95bb1408bef047c22db4cc7491c4271d170a1b213d20b385bc1588d9c7b38f1b39d415665b8a9030c9ec653d75e65f847d8fc1fc440',
  ],
  [
    'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo vote',
    'dd48c104698c30cfe2b6142103248622fb7bb0ff692eebb00089b32d22484e1613912f0a5b694407be899ffd31ed3992c456cdf60f5d4564b8ba3f05a69890ad',
  ],
];

describe('mnemonicToSeed', () => {
  it.each(TREZOR_VECTORS)(
    'derives the BIP39 seed of "%s" with passphrase TREZOR',
    (mnemonic, seed) => {
      expect(bytesToHex(mnemonicToSeed(mnemonic, 'TREZOR'))).toBe(seed);
    },
  );

  it('uses the empty passphrase by default (BIP84 test mnemonic)', () => {
    expect(
      bytesToHex(
        mnemonicToSeed(
          'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
        ),
      ),
    ).toBe(
      '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
    );
  });

  it('refuses a bad checksum or an unknown word instead of opening an empty wallet', () => {
    const badChecksum =
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon';
    expect(() => mnemonicToSeed(badChecksum)).toThrow(/not a valid BIP39/);
    expect(() =>
      mnemonicToSeed(
        'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon bitcoin',
      ),
    ).toThrow(/not a valid BIP39/);
    expect(() => mnemonicToSeed('')).toThrow(/not a valid BIP39/);
  });
});
