import { sha256 } from '@noble/hashes/sha2.js';
import {
  base64urlDecode,
  bytesToHex,
  concatBytes,
  hexToBytes,
  utf8Encode,
} from 'embedded-wallet-kit/protocol';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../testSupport/reasonOf.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';
import { signP256Digest } from './signP256Digest.js';
import { verifyP256Signature } from './verifyP256Signature.js';

const digest = sha256(utf8Encode('message'));

describe('signP256Digest / verifyP256Signature', () => {
  it('signs the digest as is, in DER and raw r||s', () => {
    const key = generateP256KeyPair();
    const der = signP256Digest(key.privateKey, digest, 'der');
    const raw = signP256Digest(key.privateKey, digest, 'raw');
    expect(der[0]).toBe(0x30);
    expect(raw.length).toBe(64);
    expect(
      verifyP256Signature({ publicKey: key.publicKey, digest, signature: der, format: 'der' }),
    ).toBe(true);
    expect(
      verifyP256Signature({ publicKey: key.publicKey, digest, signature: raw, format: 'raw' }),
    ).toBe(true);
  });

  it('is a standard ECDSA/SHA-256 signature of the preimage (WebCrypto accepts it)', async () => {
    const key = generateP256KeyPair();
    const raw = signP256Digest(key.privateKey, sha256(utf8Encode('message')), 'raw');
    const publicKey = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(hexToBytes(key.publicKey)),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    const ok = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      publicKey,
      Uint8Array.from(raw),
      Uint8Array.from(utf8Encode('message')),
    );
    expect(ok).toBe(true);
  });

  it('accepts high-S signatures as WebCrypto makes them', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const publicKey = bytesToHex(
      concatBytes(new Uint8Array([4]), base64urlDecode(jwk.x!), base64urlDecode(jwk.y!)),
    );
    // About half of WebCrypto's signatures are high-S; 16 tries miss one with odds 2^-16.
    for (let i = 0; i < 16; i++) {
      const message = Uint8Array.from(utf8Encode(`message ${i}`));
      const signature = new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, message),
      );
      const ok = verifyP256Signature({
        publicKey,
        digest: sha256(message),
        signature,
        format: 'raw',
      });
      expect(ok).toBe(true);
    }
  });

  it('answers false for a wrong digest, key, flipped byte or malformed signature', () => {
    const key = generateP256KeyPair();
    const other = generateP256KeyPair();
    const raw = signP256Digest(key.privateKey, digest, 'raw');
    const flipped = Uint8Array.from(raw);
    flipped[10]! ^= 1;
    const check = (
      publicKey: string,
      d: Uint8Array,
      signature: Uint8Array,
      format: 'der' | 'raw',
    ) => verifyP256Signature({ publicKey, digest: d, signature, format });
    expect(check(key.publicKey, sha256(digest), raw, 'raw')).toBe(false);
    expect(check(other.publicKey, digest, raw, 'raw')).toBe(false);
    expect(check(key.publicKey, digest, flipped, 'raw')).toBe(false);
    expect(check(key.publicKey, digest, raw.subarray(0, 63), 'raw')).toBe(false);
    expect(check(key.publicKey, digest, raw, 'der')).toBe(false);
    expect(check(key.publicKey, digest, new Uint8Array(64), 'raw')).toBe(false);
  });

  it('throws INVALID_KEY for a bad public or private key', async () => {
    expect(
      await reasonOf(() =>
        verifyP256Signature({
          publicKey: '04ab',
          digest,
          signature: new Uint8Array(64),
          format: 'raw',
        }),
      ),
    ).toBe('INVALID_KEY');
    expect(await reasonOf(() => signP256Digest('00'.repeat(32), digest, 'raw'))).toBe(
      'INVALID_KEY',
    );
    expect(await reasonOf(() => signP256Digest('xyz', digest, 'raw'))).toBe('INVALID_KEY');
  });
});
