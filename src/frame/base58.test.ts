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

  it('refuses characters outside the alphabet (0, O, I, l)', () => {
    for (const text of ['0', 'O1', 'Il', 'abc!']) expect(() => base58Decode(text)).toThrow();
  });
});
