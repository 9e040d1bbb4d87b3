import { describe, expect, it } from 'vitest';
import { assertSeedLength } from './assertSeedLength.js';

describe('assertSeedLength', () => {
  it('accepts 128 to 512 bits', () => {
    expect(() => assertSeedLength(new Uint8Array(16))).not.toThrow();
    expect(() => assertSeedLength(new Uint8Array(64))).not.toThrow();
  });

  it('refuses shorter or longer seeds', () => {
    expect(() => assertSeedLength(new Uint8Array(15))).toThrow(RangeError);
    expect(() => assertSeedLength(new Uint8Array(65))).toThrow(RangeError);
  });
});
