import { decode, encode } from 'cborg';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToBytes } from '../../../protocol/encoding.js';
import { productionPair1 } from './productionProofs.test-utils.js';
import { type CborValue, readCbor, sigStructure } from './readCbor.js';

// cborg (a maintained CBOR codec, the sandbox's) is the reference the reader is held to.
const reference = (bytes: Uint8Array): unknown =>
  decode(bytes, { useMaps: true, tags: { 18: (inner: () => unknown) => inner() } as never });

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
    const cose = Uint8Array.from(atob(productionPair1.bootProof.awsAttestationDocB64), (c) =>
      c.charCodeAt(0),
    );
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
