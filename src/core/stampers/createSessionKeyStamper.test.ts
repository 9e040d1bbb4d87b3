import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { verifyStampSignature } from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { base64urlDecode, hexToBytes, utf8Decode, utf8Encode } from '../../protocol/encoding.js';
import { decodeApiKeyStamp } from '../../protocol/stamp.js';
import { generateSessionKeyPair } from '../crypto/generateSessionKeyPair.js';
import { publicKeyHex } from '../crypto/publicKeyHex.js';
import { StampError } from '../errors/stampError.js';
import { createSessionKeyStamper } from './createSessionKeyStamper.js';

const body = JSON.stringify({
  type: 'ACTIVITY_TYPE_STAMP_LOGIN',
  timestampMs: '1767225600000',
  organizationId: 'org-1',
  parameters: { publicKey: '02ab', note: 'unicode ✓ survives' },
});

describe('createSessionKeyStamper', () => {
  it('stamps X-Stamp the way the server checks it (noble p256.verify of DER over sha256(body))', async () => {
    const keyPair = await generateSessionKeyPair();
    const { compressed } = await publicKeyHex(keyPair.publicKey);
    const { headerName, headerValue } = await createSessionKeyStamper(keyPair).stamp(body);
    expect(headerName).toBe('X-Stamp');
    expect(headerValue).toMatch(/^[A-Za-z0-9_-]+$/); // base64url, no padding
    const json = JSON.parse(utf8Decode(base64urlDecode(headerValue))) as Record<string, string>;
    expect(Object.keys(json)).toEqual(['publicKey', 'scheme', 'signature']);
    const stamp = decodeApiKeyStamp(headerValue)!;
    expect(stamp.publicKey).toBe(compressed);
    expect(stamp.scheme).toBe('SIGNATURE_SCHEME_TK_API_P256');
    const ok = p256.verify(
      hexToBytes(stamp.signature),
      sha256(utf8Encode(body)),
      hexToBytes(compressed),
      { prehash: false, format: 'der' },
    );
    expect(ok).toBe(true);
    // And the production package's own stamp check.
    expect(await verifyStampSignature(stamp.publicKey, stamp.signature, body)).toBe(true);
  });

  it('signs exactly the body: another body does not verify', async () => {
    const keyPair = await generateSessionKeyPair();
    const stamp = decodeApiKeyStamp(
      (await createSessionKeyStamper(keyPair).stamp(body)).headerValue,
    )!;
    const other = `${body} `;
    expect(
      p256.verify(hexToBytes(stamp.signature), utf8Encode(other), hexToBytes(stamp.publicKey), {
        format: 'der',
      }),
    ).toBe(false);
  });

  it('never needs the private key out of WebCrypto', async () => {
    const keyPair = await generateSessionKeyPair();
    await createSessionKeyStamper(keyPair).stamp(body);
    await expect(crypto.subtle.exportKey('pkcs8', keyPair.privateKey)).rejects.toThrow();
  });
});

describe('createSessionKeyStamper with a wrong key', () => {
  it('answers StampError when the pair is not an ECDSA P-256 pair', async () => {
    const hmac = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    const stamper = createSessionKeyStamper({ privateKey: hmac, publicKey: hmac });
    const err = await stamper.stamp(body).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StampError);
    expect((err as StampError).code).toBe('INVALID_ARGUMENT');
  });
});
