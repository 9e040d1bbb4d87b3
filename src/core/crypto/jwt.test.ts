import { verifyOtpVerificationToken, verifySessionJwtSignature } from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, testKey } from '../../../test/support/core/cryptoFixtures.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { parseJwt } from './parseJwt.js';
import { verifySessionJwt } from './verifySessionJwt.js';
import { verifyVerificationToken } from './verifyVerificationToken.js';

const notarizer = testKey();
const tlsFetcher = testKey();
const now = 1_767_225_600_000; // 2026-01-01T00:00:00Z, in ms

const sessionClaims = {
  exp: now / 1000 + 900,
  public_key: testKey().compressed,
  session_type: 'SESSION_TYPE_READ_WRITE',
  user_id: 'user-1',
  organization_id: 'org-1',
};
const tokenClaims = {
  contact: 'a@example.com',
  exp: String(now + 60_000),
  id: 'token-1',
  organization_id: 'org-1',
  public_key: testKey().compressed,
  verification_type: 'OTP_TYPE_EMAIL',
};

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof CryptoCheckError ? e.code : String(e)),
  );

describe('parseJwt', () => {
  it('decodes header and claims without verifying', () => {
    const jwt = signJwt(testKey(), sessionClaims, { doubleHash: true });
    expect(parseJwt(jwt)).toEqual({ header: { alg: 'ES256', typ: 'JWT' }, claims: sessionClaims });
  });

  it.each(['', 'a.b', 'a.b.c', 'e30.e30'])('refuses %j as MALFORMED_TOKEN', (token) => {
    expect(() => parseJwt(token)).toThrow(
      expect.objectContaining({ code: 'MALFORMED_TOKEN' }) as Error,
    );
  });
});

describe('verifySessionJwt', () => {
  const jwt = signJwt(notarizer, sessionClaims, { doubleHash: true });

  it('accepts a session JWT (double SHA-256) that the production package also accepts', async () => {
    expect(await verifySessionJwtSignature(jwt, notarizer.uncompressed)).toBe(true);
    expect(await verifySessionJwt(jwt, notarizer.uncompressed, now)).toEqual(sessionClaims);
  });

  it('refuses one signed over a single SHA-256 (hash count matters)', async () => {
    const single = signJwt(notarizer, sessionClaims, { doubleHash: false });
    expect(await codeOf(verifySessionJwt(single, notarizer.uncompressed, now))).toBe(
      'INVALID_SIGNATURE',
    );
  });

  it('refuses another key, a swapped payload, and no pinned key', async () => {
    expect(await codeOf(verifySessionJwt(jwt, testKey().uncompressed, now))).toBe(
      'INVALID_SIGNATURE',
    );
    const other = signJwt(notarizer, { ...sessionClaims, user_id: 'user-2' }, { doubleHash: true });
    const [h, , s] = jwt.split('.');
    const spliced = `${h}.${other.split('.')[1]}.${s}`;
    expect(await codeOf(verifySessionJwt(spliced, notarizer.uncompressed, now))).toBe(
      'INVALID_SIGNATURE',
    );
    expect(await codeOf(verifySessionJwt(jwt, '', now))).toBe('UNTRUSTED_KEY');
  });

  it('answers SESSION_EXPIRED at and after exp (seconds)', async () => {
    const expMs = sessionClaims.exp * 1000;
    expect(await codeOf(verifySessionJwt(jwt, notarizer.uncompressed, expMs - 1))).toBe('resolved');
    expect(await codeOf(verifySessionJwt(jwt, notarizer.uncompressed, expMs))).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('refuses a signed token without the session claims, or with another alg', async () => {
    const bare = signJwt(notarizer, { exp: sessionClaims.exp }, { doubleHash: true });
    expect(await codeOf(verifySessionJwt(bare, notarizer.uncompressed, now))).toBe(
      'MALFORMED_TOKEN',
    );
    const hs = signJwt(notarizer, sessionClaims, { doubleHash: true, header: { alg: 'HS256' } });
    expect(await codeOf(verifySessionJwt(hs, notarizer.uncompressed, now))).toBe('MALFORMED_TOKEN');
  });
});

describe('verifyVerificationToken', () => {
  const token = signJwt(tlsFetcher, tokenClaims, { doubleHash: false });

  it('accepts a verification token (single SHA-256) that the production package also accepts', async () => {
    // The production check reads the real clock, so give it a token valid now.
    const live = { ...tokenClaims, exp: String(Date.now() + 3_600_000) };
    const liveToken = signJwt(tlsFetcher, live, { doubleHash: false });
    await expect(verifyOtpVerificationToken(liveToken, tlsFetcher.uncompressed)).resolves.toEqual(
      live,
    );
    expect(await verifyVerificationToken(token, tlsFetcher.uncompressed, now)).toEqual(tokenClaims);
  });

  it('refuses a double-hashed one, another key and no pinned key', async () => {
    const double = signJwt(tlsFetcher, tokenClaims, { doubleHash: true });
    expect(await codeOf(verifyVerificationToken(double, tlsFetcher.uncompressed, now))).toBe(
      'INVALID_SIGNATURE',
    );
    expect(await codeOf(verifyVerificationToken(token, notarizer.uncompressed, now))).toBe(
      'INVALID_SIGNATURE',
    );
    expect(await codeOf(verifyVerificationToken(token, '', now))).toBe('UNTRUSTED_KEY');
  });

  it('answers TOKEN_EXPIRED at and after exp (milliseconds)', async () => {
    const exp = Number(tokenClaims.exp);
    expect(await codeOf(verifyVerificationToken(token, tlsFetcher.uncompressed, exp - 1))).toBe(
      'resolved',
    );
    expect(await codeOf(verifyVerificationToken(token, tlsFetcher.uncompressed, exp))).toBe(
      'TOKEN_EXPIRED',
    );
  });

  it('refuses missing claims and a non-JWT header', async () => {
    const { contact: _, ...noContact } = tokenClaims;
    const bare = signJwt(tlsFetcher, noContact, { doubleHash: false });
    expect(await codeOf(verifyVerificationToken(bare, tlsFetcher.uncompressed, now))).toBe(
      'MALFORMED_TOKEN',
    );
    const none = signJwt(tlsFetcher, tokenClaims, { doubleHash: false, header: { alg: 'none' } });
    expect(await codeOf(verifyVerificationToken(none, tlsFetcher.uncompressed, now))).toBe(
      'MALFORMED_TOKEN',
    );
  });
});
