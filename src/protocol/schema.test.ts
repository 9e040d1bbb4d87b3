import { describe, expect, it } from 'vitest';
import {
  array,
  boolean,
  integerString,
  literalUnion,
  numberOneOf,
  object,
  optional,
  string,
  validate,
} from './schema.js';

const paths = (result: ReturnType<typeof validate>) =>
  result.ok ? [] : result.issues.map((i) => i.path);

describe('string', () => {
  it('limits UTF-8 bytes, not characters', () => {
    const s = string({ maxBytes: 6 });
    expect(validate(s, 'abcdef').ok).toBe(true);
    expect(validate(s, 'abcdefg').ok).toBe(false);
    // "é" is 2 bytes, "€" 3: 2 + 3 = 5 fits, 3 + 3 + 1 = 7 does not.
    expect(validate(s, 'é€').ok).toBe(true);
    expect(validate(s, '€€a').ok).toBe(false);
    expect(validate(s, '€€').ok).toBe(true);
  });

  it('refuses non-strings, empty strings when min is set, and pattern misses', () => {
    expect(validate(string(), 12).ok).toBe(false);
    expect(validate(string({ min: 1 }), '').ok).toBe(false);
    const hex = string({ pattern: /^[0-9a-f]+$/, patternName: 'hex' });
    expect(validate(hex, 'zz')).toEqual({
      ok: false,
      issues: [{ path: '', message: 'must be hex' }],
    });
  });
});

describe('integerString', () => {
  it('takes canonical decimal strings within bounds', () => {
    const bps = integerString({ max: 4000 });
    expect(validate(bps, '4000').ok).toBe(true);
    expect(validate(bps, '4001').ok).toBe(false);
    expect(validate(bps, '0').ok).toBe(true);
    for (const bad of ['-1', '01', '1.5', ' 1', '', 4000, '1e3']) {
      expect(validate(bps, bad).ok, String(bad)).toBe(false);
    }
    const limit = integerString({ min: 1, max: 100 });
    expect(validate(limit, '0').ok).toBe(false);
    expect(validate(limit, '101').ok).toBe(false);
  });
});

describe('enums and numbers', () => {
  it('accept only the listed values', () => {
    const curve = literalUnion(['CURVE_P256', 'CURVE_ED25519'] as const);
    expect(validate(curve, 'CURVE_P256').ok).toBe(true);
    expect(validate(curve, 'curve_p256').ok).toBe(false);
    const words = numberOneOf([12, 24] as const);
    expect(validate(words, 24).ok).toBe(true);
    expect(validate(words, 13).ok).toBe(false);
    expect(validate(words, '12').ok).toBe(false);
    expect(validate(boolean(), 'true').ok).toBe(false);
  });
});

describe('object and array', () => {
  const shape = object({
    name: string({ min: 1 }),
    note: optional(string()),
    tags: array(string(), { min: 1, max: 2 }),
  });

  it('names every problem by its JSON path', () => {
    const result = validate(shape, { note: 3, tags: ['a', 7], extra: true }, 'parameters');
    expect(paths(result).sort()).toEqual(
      ['parameters.extra', 'parameters.name', 'parameters.note', 'parameters.tags[1]'].sort(),
    );
  });

  it('returns the value, without absent optionals', () => {
    expect(validate(shape, { name: 'x', tags: ['a'] })).toEqual({
      ok: true,
      value: { name: 'x', tags: ['a'] },
    });
  });

  it('enforces array bounds and refuses non-objects', () => {
    expect(paths(validate(shape, { name: 'x', tags: [] }))).toEqual(['tags']);
    expect(paths(validate(shape, { name: 'x', tags: ['a', 'b', 'c'] }))).toEqual(['tags']);
    for (const bad of [null, [], 'x', 1]) expect(validate(shape, bad).ok).toBe(false);
  });
});
