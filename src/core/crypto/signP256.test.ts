import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { hexToBytes, utf8Encode } from '../../protocol/encoding.js';
import { generateSessionKeyPair } from './generateSessionKeyPair.js';
import { publicKeyHex } from './publicKeyHex.js';
import { signP256 } from './signP256.js';

describe('signP256', () => {
  it('answers low-S r||s over sha256(message) that noble verifies strictly', async () => {
    const { privateKey, publicKey } = await generateSessionKeyPair();
    const pub = hexToBytes((await publicKeyHex(publicKey)).uncompressed);
    // WebCrypto answers high-S about half the time; 32 rounds miss normalisation with p = 2^-32.
    for (let i = 0; i < 32; i++) {
      const message = new Uint8Array(utf8Encode(`message ${i}`));
      const sig = await signP256(privateKey, message);
      expect(sig).toHaveLength(64);
      expect(p256.verify(sig, message, pub)).toBe(true); // noble v2 default: lowS required
      expect(p256.verify(sig, sha256(message), pub, { prehash: false })).toBe(true);
      expect(
        await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, sig, message),
      ).toBe(true);
    }
  });
});
