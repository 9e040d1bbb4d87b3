import { sha256 } from '@noble/hashes/sha2.js';
import { verifySessionJwtSignature } from '@turnkey/crypto';
import type { SessionJwtClaims } from 'embedded-wallet-kit/protocol';
import {
  base64urlDecode,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { compactVerify, errors } from 'jose';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/sandbox/reasonOf.js';
import { compressPublicKey } from './compressPublicKey.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';
import { signSessionJwt } from './signSessionJwt.js';

const notarizer = generateP256KeyPair();
const claims: SessionJwtClaims = {
  exp: 1_750_000_900,
  public_key: compressPublicKey(generateP256KeyPair().publicKey),
  session_type: 'SESSION_TYPE_READ_WRITE',
  user_id: 'user-1',
  organization_id: 'org-1',
};

async function notarizerCryptoKey(): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    Uint8Array.from(hexToBytes(notarizer.publicKey)),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
}

describe('signSessionJwt', () => {
  it('has exactly the header {"alg":"ES256","typ":"JWT"} and the claims', () => {
    const [header, payload] = signSessionJwt(notarizer, claims).split('.') as [string, string];
    expect(utf8Decode(base64urlDecode(header))).toBe('{"alg":"ES256","typ":"JWT"}');
    expect(JSON.parse(utf8Decode(base64urlDecode(payload)))).toEqual(claims);
  });

  it('signs sha256(sha256(header.payload)): WebCrypto verifies r||s over sha256(input)', async () => {
    const token = signSessionJwt(notarizer, claims);
    const input = Uint8Array.from(utf8Encode(token.slice(0, token.lastIndexOf('.'))));
    const signature = Uint8Array.from(base64urlDecode(token.slice(token.lastIndexOf('.') + 1)));
    expect(signature.length).toBe(64);
    const key = await notarizerCryptoKey();
    const ecdsa = { name: 'ECDSA', hash: 'SHA-256' };
    // WebCrypto hashes what it is given once more: sha256(sha256(input)) is what was signed.
    expect(await crypto.subtle.verify(ecdsa, key, signature, Uint8Array.from(sha256(input)))).toBe(
      true,
    );
    // Not standard ES256 (one hash): both WebCrypto and jose refuse that reading.
    expect(await crypto.subtle.verify(ecdsa, key, signature, input)).toBe(false);
    await expect(compactVerify(token, key)).rejects.toBeInstanceOf(
      errors.JWSSignatureVerificationFailed,
    );
  });

  it("passes the production package's verifySessionJwtSignature", async () => {
    const token = signSessionJwt(notarizer, claims);
    await expect(verifySessionJwtSignature(token, notarizer.publicKey)).resolves.toBe(true);
    await expect(verifySessionJwtSignature(token, generateP256KeyPair().publicKey)).resolves.toBe(
      false,
    );
  });

  it('writes the claims in a fixed order, optional ones only when set', () => {
    const full = { ...claims, scope: 'read', session_profile_id: 'profile-1' };
    const decode = (token: string) =>
      Object.keys(JSON.parse(utf8Decode(base64urlDecode(token.split('.')[1]!))) as object);
    expect(decode(signSessionJwt(notarizer, full))).toEqual([
      'exp',
      'public_key',
      'session_type',
      'user_id',
      'organization_id',
      'session_profile_id',
      'scope',
    ]);
    expect(decode(signSessionJwt(notarizer, { ...claims, scope: undefined }))).not.toContain(
      'scope',
    );
  });

  it('keeps the payload atob-readable whatever the claim values', () => {
    const tricky = { ...claims, scope: 'a?b~c>d ünïcode 😀 ???~~~>>>', user_id: 'u>?' };
    const payload = signSessionJwt(notarizer, tricky).split('.')[1]!;
    expect(payload).not.toMatch(/[-_]/);
    expect(JSON.parse(atob(payload))).toEqual(tricky);
  });

  it('refuses a non-integer exp as MALFORMED rather than sign it', async () => {
    expect(await reasonOf(() => signSessionJwt(notarizer, { ...claims, exp: 1.5 }))).toBe(
      'MALFORMED',
    );
  });
});
