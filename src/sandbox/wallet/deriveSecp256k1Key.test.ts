import { HDKey } from '@scure/bip32';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol';
import { describe, expect, it } from 'vitest';
import { deriveSecp256k1Key } from './deriveSecp256k1Key.js';

const SEED = hexToBytes('000102030405060708090a0b0c0d0e0f');

/** BIP32 test vector 1 (= SLIP-10 "Test vector 1 for secp256k1"): chain code, private, public. */
const VECTOR_1: Array<[string, string, string, string]> = [
  [
    'm',
    '873dff81c02f525623fd1fe5167eac3a55a049de3d314bb42ee227ffed37d508',
    'e8f32e723decf4051aefac8e2c93c9c5b214313817cdb01a1494b917c8436b35',
    '0339a36013301597daef41fbe593a02cc513d0b55527ec2df1050e2e8ff49c85c2',
  ],
  [
    "m/0'",
    '47fdacbd0f1097043b78c63c20c34ef4ed9a111d980047ad16282c7ae6236141',
    'edb2e14f9ee77d26dd93b4ecede8d16ed408ce149b6cd80b0715a2d911a0afea',
    '035a784662a4a20a65bf6aab9ae98a6c068a81c52e4b032c0fb5400c706cfccc56',
  ],
  [
    "m/0'/1",
    '2a7857631386ba23dacac34180dd1983734e444fdbf774041578e9b6adb37c19',
    '3c6cb8d0f6a264c91ea8b5030fadaa8e538b020f0a387421a12de9319dc93368',
    '03501e454bf00751f24b1b489aa925215d66af2234e3891c3b21a52bedb3cd711c',
  ],
  [
    "m/0'/1/2'",
    '04466b9cc8e161e966409ca52986c584f07e9dc81f735db683c3ff6ec7b1503f',
    'cbce0d719ecf7431d88e6a89fa1483e02e35092af60c042b1df2ff59fa424dca',
    '0357bfe1e341d01c69fe5654309956cbea516822fba8a601743a012a7896ee8dc2',
  ],
  [
    "m/0'/1/2'/2/1000000000",
    'c783e67b921d2beb8f6b389cc646d7263b4145701dadd2161548a8b078e65e9e',
    '471b76e389e528d6de6d816857e012c5455051cad6660850e58372a6c3e6e7c8',
    '022a471424da5e657499d1ff51cb43c47481a03b1e77f951fe64cec9f5a48f7011',
  ],
];

describe('deriveSecp256k1Key', () => {
  it.each(VECTOR_1)(
    'matches BIP32 test vector 1 at %s',
    (path, chainCode, privateKey, publicKey) => {
      const key = deriveSecp256k1Key(SEED, path);
      expect(bytesToHex(key.chainCode)).toBe(chainCode);
      expect(bytesToHex(key.privateKey)).toBe(privateKey);
      expect(bytesToHex(key.publicKey)).toBe(publicKey);
    },
  );

  it('matches the serialised BIP32 test vector 1 xprv of m/0H/1/2H', () => {
    const expected = HDKey.fromExtendedKey(
      'xprv9z4pot5VBttmtdRTWfWQmoH1taj2axGVzFqSb8C9xaxKymcFzXBDptWmT7FwuEzG3ryjH4ktypQSAewRiNMjANTtpgP4mLTj34bhnZX7UiM',
    );
    const key = deriveSecp256k1Key(SEED, 'm/0h/1/2h');
    expect(bytesToHex(key.privateKey)).toBe(bytesToHex(expected.privateKey!));
    expect(bytesToHex(key.chainCode)).toBe(bytesToHex(expected.chainCode!));
  });

  it('refuses seeds outside 128..512 bits and malformed paths', () => {
    expect(() => deriveSecp256k1Key(new Uint8Array(15), 'm')).toThrow(/16 to 64 bytes/);
    expect(() => deriveSecp256k1Key(new Uint8Array(65), 'm')).toThrow(/16 to 64 bytes/);
    expect(() => deriveSecp256k1Key(SEED, "m/0'/")).toThrow(/invalid derivation path/);
  });
});
