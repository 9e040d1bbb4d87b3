import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import {
  base64urlDecode,
  bytesToHex,
  concatBytes,
  hexToBytes,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/sandbox/reasonOf.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';
import { signP256Sha256 } from './signP256Sha256.js';
import { verifyP256Signature } from './verifyP256Signature.js';

const message = utf8Encode('message');

describe('signP256Sha256 / verifyP256Signature', () => {
  it('signs sha256(message), in DER and raw r||s', () => {
    const key = generateP256KeyPair();
    const der = signP256Sha256(key.privateKey, message, 'der');
    const raw = signP256Sha256(key.privateKey, message, 'raw');
    expect(der[0]).toBe(0x30);
    expect(raw.length).toBe(64);
    expect(
      verifyP256Signature({ publicKey: key.publicKey, message, signature: der, format: 'der' }),
    ).toBe(true);
    expect(
      verifyP256Signature({ publicKey: key.publicKey, message, signature: raw, format: 'raw' }),
    ).toBe(true);
    // An independent verifier over the digest itself: exactly one hash was applied.
    expect(p256.verify(raw, sha256(message), hexToBytes(key.publicKey), { prehash: false })).toBe(
      true,
    );
  });

  it('is a standard ECDSA/SHA-256 signature of the message (WebCrypto accepts it)', async () => {
    const key = generateP256KeyPair();
    const raw = signP256Sha256(key.privateKey, message, 'raw');
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
      Uint8Array.from(message),
    );
    expect(ok).toBe(true);
  });

  it('signs low-S only, so strict verifiers (noble by default) accept every signature', () => {
    const key = generateP256KeyPair();
    // OpenSSL's nonces are random: about half of its raw signatures are high-S, so 32 signatures
    // all low-S without the normalisation would have odds 2^-32.
    for (let i = 0; i < 32; i++) {
      const m = utf8Encode(`message ${i}`);
      const raw = signP256Sha256(key.privateKey, m, 'raw');
      expect(p256.Signature.fromBytes(raw, 'compact').hasHighS()).toBe(false);
      expect(p256.verify(raw, sha256(m), hexToBytes(key.publicKey), { prehash: false })).toBe(true);
      const der = signP256Sha256(key.privateKey, m, 'der');
      expect(
        p256.verify(der, sha256(m), hexToBytes(key.publicKey), { format: 'der', prehash: false }),
      ).toBe(true);
    }
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
    let highS = 0;
    // About half of WebCrypto's signatures are high-S; 16 tries miss one with odds 2^-16.
    for (let i = 0; i < 16; i++) {
      const m = Uint8Array.from(utf8Encode(`message ${i}`));
      const signature = new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, m),
      );
      if (p256.Signature.fromBytes(signature, 'compact').hasHighS()) highS++;
      expect(verifyP256Signature({ publicKey, message: m, signature, format: 'raw' })).toBe(true);
    }
    expect(highS).toBeGreaterThan(0);
  });

  it('answers false for a wrong message, key, flipped byte or malformed signature', () => {
    const key = generateP256KeyPair();
    const other = generateP256KeyPair();
    const raw = signP256Sha256(key.privateKey, message, 'raw');
    const flipped = Uint8Array.from(raw);
    flipped[10]! ^= 1;
    const check = (
      publicKey: string,
      m: Uint8Array,
      signature: Uint8Array,
      format: 'der' | 'raw',
    ) => verifyP256Signature({ publicKey, message: m, signature, format });
    expect(check(key.publicKey, sha256(message), raw, 'raw')).toBe(false);
    expect(check(other.publicKey, message, raw, 'raw')).toBe(false);
    expect(check(key.publicKey, message, flipped, 'raw')).toBe(false);
    expect(check(key.publicKey, message, raw.subarray(0, 63), 'raw')).toBe(false);
    expect(check(key.publicKey, message, concatBytes(raw, new Uint8Array(1)), 'raw')).toBe(false);
    expect(check(key.publicKey, message, raw, 'der')).toBe(false);
    expect(check(key.publicKey, message, new Uint8Array(64), 'raw')).toBe(false);
    expect(check(key.publicKey, message, new Uint8Array(0), 'der')).toBe(false);
  });

  it('throws INVALID_KEY for a bad public or private key', async () => {
    expect(
      await reasonOf(() =>
        verifyP256Signature({
          publicKey: '04ab',
          message,
          signature: new Uint8Array(64),
          format: 'raw',
        }),
      ),
    ).toBe('INVALID_KEY');
    expect(await reasonOf(() => signP256Sha256('00'.repeat(32), message, 'raw'))).toBe(
      'INVALID_KEY',
    );
    expect(await reasonOf(() => signP256Sha256('ff'.repeat(32), message, 'raw'))).toBe(
      'INVALID_KEY',
    );
    expect(await reasonOf(() => signP256Sha256('xyz', message, 'raw'))).toBe('INVALID_KEY');
  });
});
