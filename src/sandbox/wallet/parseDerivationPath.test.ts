import { describe, expect, it } from 'vitest';
import { InvalidDerivationPathError } from './invalidDerivationPathError.js';
import { HARDENED_OFFSET, parseDerivationPath } from './parseDerivationPath.js';

const H = HARDENED_OFFSET;

describe('parseDerivationPath', () => {
  it('parses hardened and normal segments', () => {
    expect(parseDerivationPath("m/44'/60'/0'/0/0")).toEqual([44 + H, 60 + H, H, 0, 0]);
  });

  it("accepts h as well as ' and mixes of both", () => {
    expect(parseDerivationPath('m/44h/501h/0h/0h')).toEqual([44 + H, 501 + H, H, H]);
    expect(parseDerivationPath("m/84h/0'/0h/1/2")).toEqual([84 + H, H, H, 1, 2]);
  });

  it('gives the master key for a bare m', () => {
    expect(parseDerivationPath('m')).toEqual([]);
  });

  it('accepts the largest index, 2^31 - 1, hardened or not', () => {
    expect(parseDerivationPath("m/2147483647'/2147483647")).toEqual([0xffffffff, 0x7fffffff]);
  });

  it.each([
    ['', "must start with 'm'"],
    ["44'/0'", "must start with 'm'"],
    ["M/44'", "must start with 'm'"],
    ["/44'", "must start with 'm'"],
    ['m/', 'segment 1'],
    ["m/44'/", 'segment 2'],
    ["m//44'", 'segment 1'],
    ["m/44''", 'segment 1'],
    ['m/44H', 'segment 1'],
    ['m/-1', 'segment 1'],
    ['m/01', 'segment 1'],
    ['m/1.5', 'segment 1'],
    ['m/0x10', 'segment 1'],
    [" m/44'", "must start with 'm'"],
    ["m/44' ", 'segment 1'],
    ['m/2147483648', 'out of range'],
    ["m/2147483648'", 'out of range'],
    ['m/99999999999999999999', 'out of range'],
  ])('rejects %j (%s)', (path, reason) => {
    let error: unknown;
    try {
      parseDerivationPath(path);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidDerivationPathError);
    expect((error as InvalidDerivationPathError).path).toBe(path);
    expect((error as Error).message).toContain(reason);
  });

  it('rejects paths deeper than BIP32 can serialise (255 levels)', () => {
    expect(parseDerivationPath(`m${'/0'.repeat(255)}`)).toHaveLength(255);
    expect(() => parseDerivationPath(`m${'/0'.repeat(256)}`)).toThrow(/deeper than 255/);
  });
});
