import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import { createPkcePair } from './createPkcePair.js';
import { oauthNonce } from './oauthNonce.js';
import { randomState } from './randomState.js';

/** A crypto whose CSPRNG answers fixed bytes: injects RFC 7636 Appendix B's "random" octets. */
function fixedRandom(bytes: number[]) {
  return {
    subtle: crypto.subtle,
    getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set(bytes);
      return array;
    },
  } as Crypto;
}

describe('createPkcePair', () => {
  it('reproduces RFC 7636 Appendix B', async () => {
    const octets = [
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77,
      105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
    ];
    expect(await createPkcePair(fixedRandom(octets))).toEqual({
      verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    });
  });

  it('draws a fresh 43-character verifier each time', async () => {
    const a = await createPkcePair();
    const b = await createPkcePair();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
  });
});

describe('randomState', () => {
  it('is 32 random bytes, base64url', () => {
    const s = randomState();
    expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomState()).not.toBe(s);
  });
});

describe('oauthNonce', () => {
  it('is hex(sha256(utf8(compressed public key hex)))', async () => {
    const key = '02a1633cafcc01ebfb6d78e39f687a1f0995c62fc95f51ead10a02ee0be551b5dc';
    expect(await oauthNonce(key)).toBe(bytesToHex(sha256(utf8Encode(key))));
  });
});
