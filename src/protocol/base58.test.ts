import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base58Decode, base58Encode } from './base58.js';

describe('base58', () => {
  it('encodes and decodes as @scure/base does, leading zero bytes included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), fc.nat({ max: 4 }), (tail, zeros) => {
        const bytes = Uint8Array.from([...new Array<number>(zeros).fill(0), ...tail]);
        const text = base58.encode(bytes);
        expect(base58Encode(bytes)).toBe(text);
        expect(base58Decode(text)).toEqual(bytes);
      }),
    );
  });

  // draft-msporny-base58-03, section 5 (the examples of the Base58 encoding scheme draft).
  it('gives the published examples', () => {
    const utf8 = (text: string) => new TextEncoder().encode(text);
    const cases: [Uint8Array, string][] = [
      [utf8('Hello World!'), '2NEpo7TZRRrLZSi2U'],
      [
        utf8('The quick brown fox jumps over the lazy dog.'),
        'USm3fpXnKG5EUBx2ndxBDMPVciP5hGey2Jh4NDv6gmeo1LkMeiKrLJUUBk6Z',
      ],
      [Uint8Array.of(0, 0, 0x28, 0x7f, 0xb4, 0xcd), '11233QC4'],
    ];
    for (const [bytes, text] of cases) {
      expect(base58Encode(bytes)).toBe(text);
      expect(base58Decode(text)).toEqual(bytes);
    }
  });

  it('refuses characters outside the alphabet (0, O, I, l)', () => {
    for (const text of ['0', 'O1', 'Il', 'abc!']) expect(() => base58Decode(text)).toThrow();
  });
});
