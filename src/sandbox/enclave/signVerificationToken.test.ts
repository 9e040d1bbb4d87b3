import { verifyOtpVerificationToken } from '@turnkey/crypto';
import type { VerificationTokenClaims } from 'embedded-wallet-kit/protocol';
import { base64urlDecode, hexToBytes, utf8Decode } from 'embedded-wallet-kit/protocol/internal';
import { compactVerify, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { compressPublicKey } from './compressPublicKey.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';
import { signVerificationToken } from './signVerificationToken.js';

const tlsFetcher = generateP256KeyPair();

const claims = (exp: number): VerificationTokenClaims => ({
  exp: String(exp),
  id: 'token-1',
  organization_id: 'org-1',
  verification_type: 'OTP_TYPE_EMAIL',
  contact: 'alice@example.com',
  public_key: compressPublicKey(generateP256KeyPair().publicKey),
});

async function webCryptoPublicKey(hex: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    Uint8Array.from(hexToBytes(hex)),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
}

describe('signVerificationToken', () => {
  it('has exactly the header {"typ":"JWT","alg":"ES256"} and the claims as strings', async () => {
    const c = claims(Date.now() + 60_000);
    const token = await signVerificationToken(tlsFetcher, c);
    const [header, payload] = token.split('.') as [string, string];
    expect(utf8Decode(base64urlDecode(header))).toBe('{"typ":"JWT","alg":"ES256"}');
    expect(decodeProtectedHeader(token)).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(JSON.parse(utf8Decode(base64urlDecode(payload)))).toEqual(c);
  });

  it('is a standard ES256 JWS: jose verifies it with the tlsFetcher key, not with another', async () => {
    const token = await signVerificationToken(tlsFetcher, claims(Date.now() + 60_000));
    const verified = await compactVerify(token, await webCryptoPublicKey(tlsFetcher.publicKey), {
      algorithms: ['ES256'],
    });
    expect(verified.protectedHeader.alg).toBe('ES256');
    const other = await webCryptoPublicKey(generateP256KeyPair().publicKey);
    await expect(compactVerify(token, other)).rejects.toThrow();
  });

  it("passes the production package's verifyOtpVerificationToken", async () => {
    const c = claims(Date.now() + 60_000);
    const token = await signVerificationToken(tlsFetcher, c);
    await expect(verifyOtpVerificationToken(token, tlsFetcher.publicKey)).resolves.toEqual(c);
    await expect(
      verifyOtpVerificationToken(token, generateP256KeyPair().publicKey),
    ).rejects.toThrow();
  });

  it('writes only the six claims, in a fixed order', async () => {
    const c = { ...claims(1), extra: 'dropped' } as VerificationTokenClaims;
    const token = await signVerificationToken(tlsFetcher, c);
    const payload = JSON.parse(utf8Decode(base64urlDecode(token.split('.')[1]!))) as object;
    expect(Object.keys(payload)).toEqual([
      'exp',
      'id',
      'organization_id',
      'verification_type',
      'contact',
      'public_key',
    ]);
  });
});
