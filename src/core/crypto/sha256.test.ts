import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import { sha256 } from './sha256.js';

describe('sha256', () => {
  it('matches the FIPS 180-2 "abc" vector', async () => {
    expect(bytesToHex(await sha256(utf8Encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('agrees with @noble/hashes on random inputs, including subarrays', async () => {
    for (const length of [0, 1, 55, 64, 1000]) {
      const bytes = crypto.getRandomValues(new Uint8Array(length + 8)).subarray(4, 4 + length);
      expect(await sha256(bytes)).toEqual(nobleSha256(bytes));
    }
  });
});
