import { describe, expect, it } from 'vitest';
import { assertAllHardened } from './assertAllHardened.js';
import { InvalidDerivationPathError } from './invalidDerivationPathError.js';
import { parseDerivationPath } from './parseDerivationPath.js';

describe('assertAllHardened', () => {
  it('accepts all-hardened paths and the master key', () => {
    expect(() => assertAllHardened("m/44'/501'", parseDerivationPath("m/44'/501'"))).not.toThrow();
    expect(() => assertAllHardened('m', [])).not.toThrow();
  });

  it('names the first non-hardened segment', () => {
    const path = "m/44'/0/1";
    expect(() => assertAllHardened(path, parseDerivationPath(path))).toThrow(
      InvalidDerivationPathError,
    );
    expect(() => assertAllHardened(path, parseDerivationPath(path))).toThrow(
      /segment 2 is not hardened/,
    );
  });
});
