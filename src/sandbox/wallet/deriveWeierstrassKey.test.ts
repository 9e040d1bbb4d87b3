import { secp256k1 } from '@noble/curves/secp256k1.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DerivationCurve, deriveWeierstrassKey } from './deriveWeierstrassKey.js';
import { HARDENED_OFFSET } from './parseDerivationPath.js';

/** BIP32 on secp256k1, the curve description deriveSecp256k1Key hands in. */
const BIP32: DerivationCurve = {
  openSslName: 'secp256k1',
  masterKey: utf8ToBytes('Bitcoin seed'),
  order: secp256k1.Point.Fn.ORDER,
  retryInvalid: false,
};

const SEED_1 = hexToBytes('000102030405060708090a0b0c0d0e0f');
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

/** BIP32 test vector 2 (a 64-byte seed, normal children first, the largest indices). */
const SEED_2 = hexToBytes(
  'fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542',
);
const VECTOR_2: Array<[string, string, string, string]> = [
  [
    'm',
    '60499f801b896d83179a4374aeb7822aaeaceaa0db1f85ee3e904c4defbd9689',
    '4b03d6fc340455b363f51020ad3ecca4f0850280cf436c70c727923f6db46c3e',
    '03cbcaa9c98c877a26977d00825c956a238e8dddfbd322cce4f74b0b5bd6ace4a7',
  ],
  [
    'm/0',
    'f0909affaa7ee7abe5dd4e100598d4dc53cd709d5a5c2cac40e7412f232f7c9c',
    'abe74a98f6c7eabee0428f53798f0ab8aa1bd37873999041703c742f15ac7e1e',
    '02fc9e5af0ac8d9b3cecfe2a888e2117ba3d089d8585886c9c826b6b22a98d12ea',
  ],
  [
    "m/0/2147483647'",
    'be17a268474a6bb9c61e1d720cf6215e2a88c5406c4aee7b38547f585c9a37d9',
    '877c779ad9687164e9c2f4f0f4ff0340814392330693ce95a58fe18fd52e6e93',
    '03c01e7425647bdefa82b12d9bad5e3e6865bee0502694b94ca58b666abc0a5c3b',
  ],
  [
    "m/0/2147483647'/1",
    'f366f48f1ea9f2d1d3fe958c95ca84ea18e4c4ddb9366c336c927eb246fb38cb',
    '704addf544a06e5ee4bea37098463c23613da32020d604506da8c0518e1da4b7',
    '03a7d1d856deb74c508e05031f9895dab54626251b3806e16b4bd12e781a7df5b9',
  ],
  [
    "m/0/2147483647'/1/2147483646'",
    '637807030d55d01f9a0cb3a7839515d796bd07706386a6eddf06cc29a65a0e29',
    'f1c7c871a54a804afe328b4c83a1c33b8e5ff48f5087273f04efa83b247d6a2d',
    '02d2b36900396c9282fa14628566582f206a5dd0bcc8d5e892611806cafb0301f0',
  ],
  [
    "m/0/2147483647'/1/2147483646'/2",
    '9452b549be8cea3ecb7a84bec10dcfd94afe4d129ebfd3b3cb58eedf394ed271',
    'bb7d39bdb83ecf58f2fd82b6d918341cbef428661ef01ab97c28a4842125ac23',
    '024d902e1a2fc7a8755ab5b694c575fce742c48d9ff192e63df5193e4c7afe1f9c',
  ],
];

/** BIP32 test vector 3: private keys with leading zero bytes (serialised to the full 32 bytes). */
const SEED_3 = hexToBytes(
  '4b381541583be4423346c643850da4b320e46a87ae3d2a4e6da11eba819cd4acba45d239319ac14f863b8d5ab5a0d0c64d2e8a1e7d1457df2e5a3c51c73235be',
);
const VECTOR_3: Array<[string, string, string, string]> = [
  [
    'm',
    '01d28a3e53cffa419ec122c968b3259e16b65076495494d97cae10bbfec3c36f',
    '00ddb80b067e0d4993197fe10f2657a844a384589847602d56f0c629c81aae32',
    '03683af1ba5743bdfc798cf814efeeab2735ec52d95eced528e692b8e34c4e5669',
  ],
  [
    "m/0'",
    'e5fea12a97b927fc9dc3d2cb0d1ea1cf50aa5a1fdc1f933e8906bb38df3377bd',
    '491f7a2eebc7b57028e0d3faa0acda02e75c33b03c48fb288c41e2ea44e1daef',
    '026557fdda1d5d43d79611f784780471f086d58e8126b8c40acb82272a7712e7f2',
  ],
];

const check = (seed: Uint8Array, [path, chainCode, privateKey, publicKey]: string[]) => {
  const key = deriveWeierstrassKey(seed, path as string, BIP32);
  expect(bytesToHex(key.chainCode)).toBe(chainCode);
  expect(bytesToHex(key.privateKey)).toBe(privateKey);
  expect(bytesToHex(key.publicKey)).toBe(publicKey);
};

describe('deriveWeierstrassKey (BIP32 on secp256k1)', () => {
  it.each(VECTOR_1)('matches BIP32 test vector 1 at %s', (...row) => check(SEED_1, row));
  it.each(VECTOR_2)('matches BIP32 test vector 2 at %s', (...row) => check(SEED_2, row));
  it.each(VECTOR_3)('matches BIP32 test vector 3 at %s', (...row) => check(SEED_3, row));

  it('derives what @scure/bip32 derives, for any seed and any path of mixed indices', () => {
    const index = fc.oneof(
      fc.integer({ min: 0, max: HARDENED_OFFSET - 1 }).map((i) => ({ i, text: String(i) })),
      fc.integer({ min: 0, max: HARDENED_OFFSET - 1 }).map((i) => ({ i, text: `${i}'` })),
    );
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 64 }),
        fc.array(index, { maxLength: 6 }),
        (seed, indices) => {
          const path = ['m', ...indices.map((x) => x.text)].join('/');
          const ours = deriveWeierstrassKey(seed, path, BIP32);
          const theirs = HDKey.fromMasterSeed(seed).derive(path);
          expect(bytesToHex(ours.privateKey)).toBe(bytesToHex(theirs.privateKey!));
          expect(bytesToHex(ours.chainCode)).toBe(bytesToHex(theirs.chainCode!));
          expect(bytesToHex(ours.publicKey)).toBe(bytesToHex(theirs.publicKey!));
        },
      ),
      { numRuns: 200 },
    );
  });
});
