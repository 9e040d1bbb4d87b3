import { base64urlDecode, utf8Decode } from 'embedded-wallet-kit/protocol/internal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/sandbox/reasonOf.js';
import { atobSafeJson, encodeSegment, splitJwt } from './jwtSegments.js';

describe('atobSafeJson', () => {
  it('escapes > ? ~ DEL and non-ASCII inside strings, and nothing else', () => {
    expect(atobSafeJson({ a: 'x>y?z~\u007f é 😀', n: 1.5e21 })).toBe(
      '{"a":"x\\u003ey\\u003fz\\u007e\\u007f \\u00e9 \\ud83d\\ude00","n":1.5e+21}',
    );
  });

  it('gives base64url without - or _ that atob decodes to the same JSON value', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ unit: 'binary' }),
          fc.oneof(fc.string({ unit: 'binary' }), fc.integer()),
        ),
        (value) => {
          const json = atobSafeJson(value);
          const segment = encodeSegment(json);
          expect(segment).not.toMatch(/[-_]/);
          expect(JSON.parse(atob(segment))).toEqual(value);
          expect(JSON.parse(utf8Decode(base64urlDecode(segment)))).toEqual(value);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('splitJwt', () => {
  it('refuses anything but three base64url segments of JSON objects as MALFORMED', async () => {
    const obj = encodeSegment('{}');
    for (const token of ['', 'a.b', `${obj}.${obj}`, `${obj}.${obj}.`, `${obj}.${obj}.a.b`]) {
      expect(await reasonOf(() => splitJwt(token))).toBe('MALFORMED');
    }
    for (const token of [`${obj}.${encodeSegment('[]')}.AA`, `${obj}.!!!.AA`, `${obj}.e30=.AA`]) {
      expect(await reasonOf(() => splitJwt(token))).toBe('MALFORMED');
    }
    expect(splitJwt(`${obj}.${obj}.AAAA`).signature).toEqual(new Uint8Array([0, 0, 0]));
  });
});
