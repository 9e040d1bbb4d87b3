import { decode, encode } from 'cborg';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productionPair1 } from '../../../../test/support/core/productionProofs.js';
import { hexToBytes } from '../../../protocol/encoding.js';
import { type CborValue, readCbor, sigStructure } from './readCbor.js';

// cborg (a maintained CBOR codec, the sandbox's) is the reference the reader is held to.
const reference = (bytes: Uint8Array): unknown =>
  decode(bytes, { useMaps: true, tags: { 18: (inner: () => unknown) => inner() } as never });

const productionCose = Uint8Array.from(atob(productionPair1.bootProof.awsAttestationDocB64), (c) =>
  c.charCodeAt(0),
);

const value: fc.Arbitrary<CborValue> = fc.letrec<{ value: CborValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.maxSafeInteger(),
    fc.string(),
    fc.uint8Array({ maxLength: 300 }),
    fc.constantFrom(true, false, null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .uniqueArray(fc.tuple(fc.oneof(fc.maxSafeInteger(), fc.string()), tie('value')), {
        maxLength: 4,
        selector: ([key]) => key,
      })
      .map((entries) => new Map(entries)),
  ),
})).value;

const bytes = (hex: string) => hexToBytes(hex);

/**
 * RFC 8949 Appendix A, "Examples of Encoded CBOR Data Items": every example of the subset a
 * Nitro document uses, with the value it encodes (maps as `Map`, byte strings as bytes).
 */
const RFC8949_DECODED: [string, CborValue][] = [
  ['00', 0],
  ['01', 1],
  ['0a', 10],
  ['17', 23],
  ['1818', 24],
  ['1819', 25],
  ['1864', 100],
  ['1903e8', 1000],
  ['1a000f4240', 1_000_000],
  ['1b000000e8d4a51000', 1_000_000_000_000],
  ['20', -1],
  ['29', -10],
  ['3863', -100],
  ['3903e7', -1000],
  ['f4', false],
  ['f5', true],
  ['f6', null],
  ['f7', undefined],
  ['40', new Uint8Array(0)],
  ['4401020304', Uint8Array.of(1, 2, 3, 4)],
  ['60', ''],
  ['6161', 'a'],
  ['6449455446', 'IETF'],
  ['62225c', '"\\'],
  ['62c3bc', '\u00fc'],
  ['63e6b0b4', '\u6c34'],
  ['64f0908591', '\ud800\udd51'],
  ['80', []],
  ['83010203', [1, 2, 3]],
  ['8301820203820405', [1, [2, 3], [4, 5]]],
  [
    '98190102030405060708090a0b0c0d0e0f101112131415161718181819',
    Array.from({ length: 25 }, (_, i) => i + 1),
  ],
  ['a0', new Map()],
  [
    'a201020304',
    new Map([
      [1, 2],
      [3, 4],
    ]),
  ],
  [
    'a26161016162820203',
    new Map<string, CborValue>([
      ['a', 1],
      ['b', [2, 3]],
    ]),
  ],
  ['826161a161626163', ['a', new Map([['b', 'c']])]],
  [
    'a56161614161626142616361436164614461656145',
    new Map(['a', 'b', 'c', 'd', 'e'].map((k) => [k, k.toUpperCase()])),
  ],
  // Indefinite-length arrays and maps (AWS writes the payload map so).
  ['9fff', []],
  ['9f018202039f0405ffff', [1, [2, 3], [4, 5]]],
  ['9f01820203820405ff', [1, [2, 3], [4, 5]]],
  ['83018202039f0405ff', [1, [2, 3], [4, 5]]],
  ['83019f0203ff820405', [1, [2, 3], [4, 5]]],
  [
    '9f0102030405060708090a0b0c0d0e0f101112131415161718181819ff',
    Array.from({ length: 25 }, (_, i) => i + 1),
  ],
  [
    'bf61610161629f0203ffff',
    new Map<string, CborValue>([
      ['a', 1],
      ['b', [2, 3]],
    ]),
  ],
  ['826161bf61626163ff', ['a', new Map([['b', 'c']])]],
  [
    'bf6346756ef563416d7421ff',
    new Map<string, CborValue>([
      ['Fun', true],
      ['Amt', -2],
    ]),
  ],
];

/** RFC 8949 Appendix A's examples outside that subset: refused, never misread. */
const RFC8949_REFUSED: [string, string][] = [
  ['1bffffffffffffffff', 'an integer beyond 2^53'],
  ['c249010000000000000000', 'a bignum (tag 2)'],
  ['3bffffffffffffffff', 'a negative integer beyond -2^53'],
  ['c349010000000000000000', 'a negative bignum (tag 3)'],
  ['f90000', 'a half float'],
  ['f98000', 'a half float'],
  ['f93c00', 'a half float'],
  ['fb3ff199999999999a', 'a double'],
  ['f93e00', 'a half float'],
  ['f97bff', 'a half float'],
  ['fa47c35000', 'a single float'],
  ['fa7f7fffff', 'a single float'],
  ['fb7e37e43c8800759c', 'a double'],
  ['f90001', 'a half float'],
  ['f90400', 'a half float'],
  ['f9c400', 'a half float'],
  ['fbc010666666666666', 'a double'],
  ['f97c00', 'Infinity'],
  ['f97e00', 'NaN'],
  ['f9fc00', '-Infinity'],
  ['fa7f800000', 'Infinity'],
  ['fa7fc00000', 'NaN'],
  ['faff800000', '-Infinity'],
  ['fb7ff0000000000000', 'Infinity'],
  ['fb7ff8000000000000', 'NaN'],
  ['fbfff0000000000000', '-Infinity'],
  ['f0', 'simple(16)'],
  ['f8ff', 'simple(255)'],
  ['c074323031332d30332d32315432303a30343a30305a', 'a date-time string (tag 0)'],
  ['c11a514b67b0', 'an epoch time (tag 1)'],
  ['c1fb41d452d9ec200000', 'an epoch time (tag 1)'],
  ['d74401020304', 'an expected conversion (tag 23)'],
  ['d818456449455446', 'embedded CBOR (tag 24)'],
  ['d82076687474703a2f2f7777772e6578616d706c652e636f6d', 'a URI (tag 32)'],
  ['5f42010243030405ff', 'an indefinite-length byte string'],
  ['7f657374726561646d696e67ff', 'an indefinite-length text string'],
];

describe('readCbor: RFC 8949 Appendix A', () => {
  it.each(RFC8949_DECODED)('decodes %s as the RFC says, as cborg does', (hex, expected) => {
    expect(readCbor(bytes(hex))).toEqual(expected);
    expect(readCbor(bytes(hex))).toEqual(reference(bytes(hex)));
  });

  it.each(RFC8949_REFUSED)('refuses %s (%s) with a TypeError', (hex) => {
    expect(() => readCbor(bytes(hex))).toThrow(TypeError);
  });
});

describe('readCbor', () => {
  it('decodes what cborg encodes, as cborg decodes it', () => {
    fc.assert(
      fc.property(value, (v) => {
        const bytes = encode(v);
        expect(readCbor(bytes)).toEqual(reference(bytes));
      }),
      { numRuns: 300 },
    );
  });

  it('decodes a production attestation document (tag 18, indefinite-length payload map)', () => {
    const cose = productionCose;
    const outer = readCbor(cose) as Uint8Array[];
    expect(outer).toEqual(reference(cose));
    const payload = outer[2]!;
    expect(payload[0]).toBe(0xbf);
    expect(readCbor(payload)).toEqual(reference(payload));
  });

  it.each([
    ['a float', 'fa3f800000'],
    ['another tag', 'c11a5f5e1000'],
    ['tag 18 inside an item', '81d20a'],
    ['trailing bytes', '0a0b'],
    ['a truncated byte string', '4401'],
    ['a length past the input', '5bffffffffffffffff'],
    ['an integer beyond 2^53', '1b0020000000000000'],
    ['an indefinite byte string', '5f4101ff'],
    ['a break outside an indefinite item', 'ff'],
    ['a break in a definite array', '82ff'],
    ['a duplicate map key', 'a201010102'],
    ['a map key that is a list', 'a18001'],
    ['an unterminated indefinite map', 'bf0101'],
    ['a map key without a value', 'bf01ff'],
    ['invalid UTF-8 text', '61ff'],
    ['reserved additional information', '1c'],
    ['nesting past 8 levels', `${'81'.repeat(9)}00`],
    ['nothing', ''],
  ])('refuses %s with a TypeError', (_what, hex) => {
    expect(() => readCbor(hexToBytes(hex))).toThrow(TypeError);
  });

  it('never throws anything but a TypeError on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        try {
          readCbor(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
        }
      }),
    );
  });

  it('reads a damaged production document as cborg does, or refuses it with a TypeError', () => {
    const payload = (readCbor(productionCose) as Uint8Array[])[2]!;
    fc.assert(
      fc.property(
        fc.constantFrom(productionCose, payload),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.nat(),
        (document, edits, cut) => {
          const damaged = Uint8Array.from(document);
          for (const [at, byte] of edits) damaged[at % damaged.length] = byte;
          const input = cut % 5 === 0 ? damaged.subarray(0, cut % damaged.length) : damaged;
          let read: CborValue;
          try {
            read = readCbor(input);
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError);
            return;
          }
          // What the reader takes, the library reads alike (the reader is the stricter one).
          expect(read).toEqual(reference(input));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('sigStructure', () => {
  // Each head size: immediate, 1-, 2- and 4-byte lengths, at their edges.
  it.each([0, 23, 24, 255, 256, 65_535, 65_536])(
    "is the deterministic CBOR of ['Signature1', protected, h'', payload] (%i-byte payload)",
    (length) => {
      const protectedHeader = Uint8Array.of(0xa1, 0x01, 0x38, 0x22);
      const payload = new Uint8Array(length).fill(7);
      expect(sigStructure(protectedHeader, payload)).toEqual(
        new Uint8Array(encode(['Signature1', protectedHeader, new Uint8Array(0), payload])),
      );
    },
  );
});
