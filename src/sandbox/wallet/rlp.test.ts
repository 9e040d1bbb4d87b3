import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { fromRlp, toRlp } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, errorFields, submit } from '../../../test/support/sandbox/index.js';
import type { Sandbox } from '../createSandbox.js';
import {
  decodeRlp,
  encodeRlp,
  MAX_RLP_DEPTH,
  type RlpItem,
  readRlpInteger,
  rlpInteger,
} from './rlp.js';
import { SigningInputError } from './signingInputError.js';

const text = (s: string) => utf8ToBytes(s);
const LOREM = 'Lorem ipsum dolor sit amet, consectetur adipisicing eli';

/**
 * Known answers: the Ethereum Yellow Paper's examples (appendix B) and the valid cases of the
 * Ethereum consensus tests' `RLPTests/rlptest.json` (inputs and encodings as published there).
 */
const VECTORS: [string, RlpItem, string][] = [
  ['emptystring', new Uint8Array(), '80'],
  ['bytestring00', Uint8Array.of(0), '00'],
  ['bytestring01', Uint8Array.of(1), '01'],
  ['bytestring7F', Uint8Array.of(0x7f), '7f'],
  ['shortstring "dog"', text('dog'), '83646f67'],
  ['shortstring2 (55 bytes)', text(LOREM), `b7${bytesToHex(text(LOREM))}`],
  ['longstring (56 bytes)', text(`${LOREM}t`), `b838${bytesToHex(text(`${LOREM}t`))}`],
  ['zero', rlpInteger(0n), '80'],
  ['smallint 1', rlpInteger(1n), '01'],
  ['smallint4 127', rlpInteger(127n), '7f'],
  ['mediumint1 128', rlpInteger(128n), '8180'],
  ['mediumint2 1000', rlpInteger(1000n), '8203e8'],
  ['mediumint3 100000', rlpInteger(100000n), '830186a0'],
  [
    'mediumint4',
    rlpInteger(83729609699884896815286331701780722n),
    '8f102030405060708090a0b0c0d0e0f2',
  ],
  [
    'bigint 2^256',
    rlpInteger(2n ** 256n),
    'a1010000000000000000000000000000000000000000000000000000000000000000',
  ],
  ['emptylist', [], 'c0'],
  ['stringlist', [text('dog'), text('god'), text('cat')], 'cc83646f6783676f6483636174'],
  ['multilist', [text('zw'), [rlpInteger(4n)], rlpInteger(1n)], 'c6827a77c10401'],
  [
    'shortListMax1 (55-byte list)',
    ['asdf', 'qwer', 'zxcv', 'asdf', 'qwer', 'zxcv', 'asdf', 'qwer', 'zxcv', 'asdf', 'qwer'].map(
      text,
    ),
    'f784617364668471776572847a78637684617364668471776572847a78637684617364668471776572847a78637684617364668471776572',
  ],
  [
    'longList1',
    Array.from({ length: 4 }, () => ['asdf', 'qwer', 'zxcv'].map(text)),
    `f840${'cf84617364668471776572847a786376'.repeat(4)}`,
  ],
  [
    'longList2 (length in two bytes)',
    Array.from({ length: 32 }, () => ['asdf', 'qwer', 'zxcv'].map(text)),
    `f90200${'cf84617364668471776572847a786376'.repeat(32)}`,
  ],
  ['listsoflists', [[[], []], []], 'c4c2c0c0c0'],
  ['listsoflists2', [[], [[]], [[], [[]]]], 'c7c0c1c0c3c0c1c0'],
  [
    'dictTest1',
    [1, 2, 3, 4].map((n) => [text(`key${n}`), text(`val${n}`)]),
    'ecca846b6579318476616c31ca846b6579328476616c32ca846b6579338476616c33ca846b6579348476616c34',
  ],
];

/** `n` lists, each holding the next, the innermost empty. */
function nestedItem(n: number): RlpItem {
  let item: RlpItem = [];
  for (let i = 1; i < n; i++) item = [item];
  return item;
}

/** The same, encoded without recursion (headers from the inside out): what an attack sends. */
function nested(n: number): Uint8Array {
  const headers: number[][] = [];
  let length = 0;
  for (let i = 0; i < n; i++) {
    const digits: number[] = [];
    if (length > 55) {
      for (let l = length; l > 0; l = Math.floor(l / 256)) digits.unshift(l % 256);
    }
    const header = length <= 55 ? [0xc0 + length] : [0xf7 + digits.length, ...digits];
    headers.push(header);
    length += header.length;
  }
  return Uint8Array.from(headers.reverse().flat());
}

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('RLP', () => {
  it.each(VECTORS)('encodes and decodes %s', (_, item, hex) => {
    expect(bytesToHex(encodeRlp(item))).toBe(hex);
    expect(decodeRlp(hexToBytes(hex))).toEqual(item);
  });

  it.each([
    // RLPTests/invalidRLPTest.json of the Ethereum consensus tests.
    ['int32Overflow', 'bf0f000000000000021111'],
    ['int32Overflow2', 'ff0f000000000000021111'],
    ['wrongSizeList', 'f80180'],
    ['wrongSizeList2', 'f80100'],
    [
      'incorrectLengthInArray',
      'b9002100dc2b275d0f74e8a53e6f4ec61b27f24278820be3f82ea2110e582081b0565df0',
    ],
    ['bytesShouldBeSingleByte00', '8100'],
    ['bytesShouldBeSingleByte01', '8101'],
    ['bytesShouldBeSingleByte7F', '817f'],
    ['leadingZerosInLongLengthArray2', 'b800'],
    ['leadingZerosInLongLengthList2', 'f800'],
    ['nonOptimalLongLengthArray1', 'b81000112233445566778899aabbccddeeff'],
    ['nonOptimalLongLengthArray2', 'b801ff'],
    ['nonOptimalLongLengthList1', 'f810000102030405060708090a0b0c0d0e0f'],
    ['nonOptimalLongLengthList2', 'f803112233'],
    // And this file's own.
    ['trailing bytes', '8000'],
    ['a string running past the end', '83646f'],
    ['a list item running past its list', 'c28363'],
    ['nothing', ''],
  ])('refuses %s', (_, hex) => {
    expect(() => decodeRlp(hexToBytes(hex))).toThrow(/canonical RLP/);
  });

  it(`reads lists nested ${MAX_RLP_DEPTH} deep, and refuses deeper ones with a typed error, not a stack overflow`, () => {
    expect(decodeRlp(nested(MAX_RLP_DEPTH))).toEqual(nestedItem(MAX_RLP_DEPTH));
    for (const depth of [MAX_RLP_DEPTH + 1, 10_000]) {
      const refused = (() => {
        try {
          decodeRlp(nested(depth));
        } catch (error) {
          return error;
        }
      })();
      expect(refused, `${depth} deep`).toBeInstanceOf(SigningInputError);
      expect(String((refused as Error).message)).toMatch(
        new RegExp(`lists nested more than ${MAX_RLP_DEPTH} deep`),
      );
    }
  });

  it('sign_transaction answers 400 naming the field for a 10,000-deep list (20 KB of hex)', async () => {
    const unsignedTransaction = `0x${bytesToHex(nested(10_000))}`;
    expect(unsignedTransaction.length).toBeGreaterThan(20_000);
    const out = await submit(sandbox, 'sign_transaction', {
      signWith: sandbox.bootstrap.seed.walletAddresses[0] as string,
      unsignedTransaction,
      type: 'TRANSACTION_TYPE_ETHEREUM',
    });
    expect(out.status).toBe(400);
    expect(errorFields(out)).toEqual(['parameters.unsignedTransaction']);
  });

  it('agrees with viem on generated items (encode, decode and round trip)', () => {
    const bytes = fc.uint8Array({ maxLength: 80 });
    const { item } = fc.letrec<{ item: RlpItem }>((tie) => ({
      item: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        bytes,
        fc.array(tie('item'), { maxLength: 5 }),
      ),
    }));
    const toViem = (i: RlpItem): unknown => (i instanceof Uint8Array ? i : i.map(toViem));
    fc.assert(
      fc.property(item, (value) => {
        const ours = encodeRlp(value);
        expect(bytesToHex(ours)).toBe(bytesToHex(toRlp(toViem(value) as never, 'bytes')));
        expect(decodeRlp(ours)).toEqual(fromRlp(ours, 'bytes'));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what viem refuses, on damaged encodings', () => {
    const damaged = fc
      .tuple(fc.uint8Array({ minLength: 1, maxLength: 60 }), fc.nat(), fc.nat({ max: 255 }))
      .map(([base, at, byte]) => {
        const bytes = encodeRlp([base, [base.subarray(1)]]);
        bytes[at % bytes.length] = byte;
        return bytes;
      });
    fc.assert(
      fc.property(damaged, (bytes) => {
        let theirs: unknown;
        try {
          theirs = fromRlp(bytes, 'bytes');
        } catch {
          theirs = 'refused';
        }
        let ours: unknown;
        try {
          ours = decodeRlp(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(SigningInputError);
          ours = 'refused';
        }
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 500 },
    );
  });

  it('reads integers, refusing leading zeros and lists', () => {
    expect(readRlpInteger(hexToBytes('0400'), 'n')).toBe(1024n);
    expect(readRlpInteger(new Uint8Array(), 'n')).toBe(0n);
    expect(() => readRlpInteger(hexToBytes('0004'), 'n')).toThrow(/leading zero/);
    expect(() => readRlpInteger([], 'n')).toThrow(/not an integer/);
  });
});
