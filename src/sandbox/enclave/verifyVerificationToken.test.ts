import type { VerificationTokenClaims } from 'embedded-wallet-kit/protocol';
import { base64urlEncode, utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { CompactSign, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/sandbox/reasonOf.js';
import { compressPublicKey } from './compressPublicKey.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';
import { privateJwk } from './p256Jwk.js';
import { signSessionJwt } from './signSessionJwt.js';
import { signVerificationToken } from './signVerificationToken.js';
import { verifyVerificationToken } from './verifyVerificationToken.js';

const tlsFetcher = generateP256KeyPair();
const now = 1_750_000_000_000;
const claims: VerificationTokenClaims = {
  exp: String(now + 600_000),
  id: 'token-1',
  organization_id: 'org-1',
  verification_type: 'OTP_TYPE_SMS',
  contact: '+15551234567',
  public_key: compressPublicKey(generateP256KeyPair().publicKey),
};

/** Signs arbitrary header and payload JSON with jose, to build well-signed odd tokens. */
async function joseToken(header: { alg: string; typ?: string }, payload: unknown): Promise<string> {
  const key = await importJWK(privateJwk(tlsFetcher), 'ES256');
  return new CompactSign(utf8Encode(JSON.stringify(payload))).setProtectedHeader(header).sign(key);
}

describe('verifyVerificationToken', () => {
  it('returns the claims of a valid token', async () => {
    const token = await signVerificationToken(tlsFetcher, claims);
    expect(await verifyVerificationToken(token, tlsFetcher.publicKey, now)).toEqual(claims);
  });

  it('accepts up to exp (ms) and refuses from exp on as EXPIRED', async () => {
    const token = await signVerificationToken(tlsFetcher, claims);
    const exp = Number(claims.exp);
    await expect(verifyVerificationToken(token, tlsFetcher.publicKey, exp - 1)).resolves.toEqual(
      claims,
    );
    expect(await reasonOf(() => verifyVerificationToken(token, tlsFetcher.publicKey, exp))).toBe(
      'EXPIRED',
    );
  });

  it('refuses another key, a flipped signature byte or a changed payload as BAD_SIGNATURE', async () => {
    const token = await signVerificationToken(tlsFetcher, claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const other = generateP256KeyPair().publicKey;
    const flippedChar = signature[5] === 'A' ? 'B' : 'A';
    const flipped = `${header}.${payload}.${signature.slice(0, 5)}${flippedChar}${signature.slice(6)}`;
    const otherPayload = base64urlEncode(utf8Encode(JSON.stringify({ ...claims, contact: 'x' })));
    const cases = [
      { token, key: other },
      { token: flipped, key: tlsFetcher.publicKey },
      { token: `${header}.${otherPayload}.${signature}`, key: tlsFetcher.publicKey },
    ];
    for (const c of cases) {
      expect(await reasonOf(() => verifyVerificationToken(c.token, c.key, now))).toBe(
        'BAD_SIGNATURE',
      );
    }
  });

  it('refuses a session JWT (double hash) even with the right key', async () => {
    const session = signSessionJwt(tlsFetcher, {
      exp: now / 1000 + 600,
      public_key: claims.public_key,
      session_type: 'SESSION_TYPE_READ_WRITE',
      user_id: 'u',
      organization_id: 'o',
    });
    expect(await reasonOf(() => verifyVerificationToken(session, tlsFetcher.publicKey, now))).toBe(
      'BAD_SIGNATURE',
    );
  });

  it('refuses malformed tokens and claims as MALFORMED', async () => {
    const token = await signVerificationToken(tlsFetcher, claims);
    const { contact: _omitted, ...withoutContact } = claims;
    const cases = [
      token.slice(0, token.lastIndexOf('.')),
      `${token}.x`,
      '',
      'a.b.c',
      await joseToken({ alg: 'ES256' }, claims),
      await joseToken({ alg: 'ES256', typ: 'JWT' }, withoutContact),
      await joseToken({ alg: 'ES256', typ: 'JWT' }, { ...claims, exp: Number(claims.exp) }),
      await joseToken({ alg: 'ES256', typ: 'JWT' }, { ...claims, exp: '17e11' }),
      await joseToken({ alg: 'ES256', typ: 'JWT' }, { ...claims, verification_type: 'EMAIL' }),
      await joseToken({ alg: 'ES256', typ: 'JWT' }, { ...claims, id: '' }),
      await joseToken({ alg: 'ES256', typ: 'JWT' }, [claims]),
    ];
    for (const input of cases) {
      expect(await reasonOf(() => verifyVerificationToken(input, tlsFetcher.publicKey, now))).toBe(
        'MALFORMED',
      );
    }
    const [, payload, signature] = token.split('.') as [string, string, string];
    const none = base64urlEncode(utf8Encode('{"typ":"JWT","alg":"none"}'));
    for (const input of [`${none}.${payload}.`, `${none}.${payload}.${signature}`]) {
      expect(await reasonOf(() => verifyVerificationToken(input, tlsFetcher.publicKey, now))).toBe(
        'MALFORMED',
      );
    }
  });

  it('throws INVALID_KEY for a bad pinned key', async () => {
    const token = await signVerificationToken(tlsFetcher, claims);
    expect(await reasonOf(() => verifyVerificationToken(token, '04ff', now))).toBe('INVALID_KEY');
  });
});
