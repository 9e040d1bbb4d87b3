import { sha256 } from '@noble/hashes/sha2.js';
import type { SessionJwtClaims } from 'embedded-wallet-kit/protocol';
import { base64urlEncode, utf8Encode } from 'embedded-wallet-kit/protocol';
import { describe, expect, it } from 'vitest';
import { compressPublicKey } from './compressPublicKey.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';
import { reasonOf } from './reasonOf.testutil.js';
import { signP256Digest } from './signP256Digest.js';
import { signSessionJwt } from './signSessionJwt.js';
import { signVerificationToken } from './signVerificationToken.js';
import { verifySessionJwt } from './verifySessionJwt.js';

const notarizer = generateP256KeyPair();
const exp = 1_750_000_900;
const now = (exp - 60) * 1000;
const claims: SessionJwtClaims = {
  exp,
  public_key: compressPublicKey(generateP256KeyPair().publicKey),
  session_type: 'SESSION_TYPE_READ_ONLY',
  user_id: 'user-1',
  organization_id: 'org-1',
  session_profile_id: 'profile-1',
  scope: 'wallets:read',
};

const segment = (value: unknown) => base64urlEncode(utf8Encode(JSON.stringify(value)));

describe('verifySessionJwt', () => {
  it('returns the claims of a valid token', () => {
    expect(verifySessionJwt(signSessionJwt(notarizer, claims), notarizer.publicKey, now)).toEqual(
      claims,
    );
    const { scope: _s, session_profile_id: _p, ...plain } = claims;
    expect(verifySessionJwt(signSessionJwt(notarizer, plain), notarizer.publicKey, now)).toEqual(
      plain,
    );
  });

  it('accepts until exp (seconds) and refuses from exp on as EXPIRED', async () => {
    const token = signSessionJwt(notarizer, claims);
    expect(verifySessionJwt(token, notarizer.publicKey, exp * 1000 - 1)).toEqual(claims);
    expect(await reasonOf(() => verifySessionJwt(token, notarizer.publicKey, exp * 1000))).toBe(
      'EXPIRED',
    );
  });

  it('refuses another key, a flipped signature or a changed payload as BAD_SIGNATURE', async () => {
    const token = signSessionJwt(notarizer, claims);
    const [header, , signature] = token.split('.') as [string, string, string];
    const flippedChar = signature[3] === 'A' ? 'B' : 'A';
    const flipped = token.replace(
      signature,
      `${signature.slice(0, 3)}${flippedChar}${signature.slice(4)}`,
    );
    const changed = `${header}.${segment({ ...claims, user_id: 'mallory' })}.${signature}`;
    const cases = [
      { token, key: generateP256KeyPair().publicKey },
      { token: flipped, key: notarizer.publicKey },
      { token: changed, key: notarizer.publicKey },
      {
        token: `${header}.${token.split('.')[1]}.${signature.slice(0, 40)}`,
        key: notarizer.publicKey,
      },
    ];
    for (const c of cases) {
      expect(await reasonOf(() => verifySessionJwt(c.token, c.key, now))).toBe('BAD_SIGNATURE');
    }
  });

  it('refuses a standard ES256 token (single hash) by the same key as BAD_SIGNATURE', async () => {
    const standard = await signVerificationToken(notarizer, {
      exp: '1',
      id: 'i',
      organization_id: 'o',
      verification_type: 'OTP_TYPE_EMAIL',
      contact: 'c',
      public_key: 'k',
    });
    // Its header says typ before alg, which is still ES256 JWT: only the hash count differs.
    expect(await reasonOf(() => verifySessionJwt(standard, notarizer.publicKey, now))).toBe(
      'BAD_SIGNATURE',
    );
  });

  it('refuses malformed tokens and claims as MALFORMED', async () => {
    const token = signSessionJwt(notarizer, claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const badHeader = segment({ alg: 'none', typ: 'JWT' });
    const structural = [
      token.slice(0, -1).split('.').slice(0, 2).join('.'),
      '',
      `${badHeader}.${payload}.${signature}`,
    ];
    for (const input of structural) {
      expect(await reasonOf(() => verifySessionJwt(input, notarizer.publicKey, now))).toBe(
        'MALFORMED',
      );
    }
    const badClaims: unknown[] = [
      { ...claims, exp: String(exp) },
      { ...claims, exp: exp + 0.5 },
      { ...claims, session_type: 'SESSION_TYPE_ADMIN' },
      { ...claims, user_id: '' },
      { ...claims, scope: 5 },
      { ...claims, organization_id: undefined },
    ];
    expect(verifySessionJwt(signWithRawClaims(claims), notarizer.publicKey, now)).toEqual(claims);
    for (const value of badClaims) {
      // Correctly signed, so only the claim checks can refuse them.
      const signed = signWithRawClaims(value);
      expect(await reasonOf(() => verifySessionJwt(signed, notarizer.publicKey, now))).toBe(
        'MALFORMED',
      );
    }
    expect(header).toBe(segment({ alg: 'ES256', typ: 'JWT' }));
  });
});

/** A correctly double-hash-signed token around arbitrary claims (bypassing the typed signer). */
function signWithRawClaims(value: unknown): string {
  const input = `${segment({ alg: 'ES256', typ: 'JWT' })}.${segment(value)}`;
  const digest = sha256(sha256(utf8Encode(input)));
  return `${input}.${base64urlEncode(signP256Digest(notarizer.privateKey, digest, 'raw'))}`;
}
