import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { describe, expect, it } from 'vitest';
import {
  base64urlDecode,
  bytesToHex,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from '../../protocol/encoding.js';
import { StampError } from '../errors/stampError.js';
import { createApiKeyStamper } from './createApiKeyStamper.js';

const body = JSON.stringify({ organizationId: 'org-1', parameters: { limit: '10' } });

function apiKey() {
  const secret = p256.utils.randomSecretKey();
  return {
    privateKey: bytesToHex(secret),
    publicKey: bytesToHex(p256.getPublicKey(secret, true)),
  };
}

const decode = (headerValue: string) =>
  JSON.parse(utf8Decode(base64urlDecode(headerValue))) as Record<string, string>;

/**
 * The server check (wire-details). Their stamps may be high-S, which the production server takes.
 */
const serverVerifies = (stamp: Record<string, string>, lowS: boolean) =>
  p256.verify(
    hexToBytes(stamp.signature!),
    sha256(utf8Encode(body)),
    hexToBytes(stamp.publicKey!),
    { prehash: false, format: 'der', lowS },
  );

describe('createApiKeyStamper', () => {
  it('produces the same stamp shape as @turnkey/api-key-stamper, and both verify', async () => {
    for (let i = 0; i < 4; i++) {
      const key = apiKey();
      const ours = await createApiKeyStamper(key).stamp(body);
      const theirs = await new ApiKeyStamper({
        apiPublicKey: key.publicKey,
        apiPrivateKey: key.privateKey,
      }).stamp(body);
      expect(ours.headerName).toBe(theirs.stampHeaderName);
      const a = decode(ours.headerValue);
      const b = decode(theirs.stampHeaderValue);
      expect(Object.keys(a)).toEqual(Object.keys(b));
      expect({ ...a, signature: '' }).toEqual({ ...b, signature: '' });
      expect(serverVerifies(a, true)).toBe(true); // ours is low-S: passes even the strict check
      expect(serverVerifies(b, false)).toBe(true);
    }
  });

  it('accepts a private key whose hex lost its leading zeros', async () => {
    let key = apiKey();
    while (!key.privateKey.startsWith('0')) key = apiKey();
    const stamp = await createApiKeyStamper({
      ...key,
      privateKey: key.privateKey.replace(/^0+/, ''),
    }).stamp(body);
    expect(serverVerifies(decode(stamp.headerValue), true)).toBe(true);
  });

  it('refuses a private key that is not the public key’s', async () => {
    const stamper = createApiKeyStamper({ ...apiKey(), publicKey: apiKey().publicKey });
    const err = await stamper.stamp(body).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StampError);
    expect((err as StampError).code).toBe('INVALID_ARGUMENT');
  });

  it.each([
    ['a non-hex private key', { privateKey: 'xyz' }],
    ['an uncompressed public key', { publicKey: `04${'11'.repeat(64)}` }],
    ['a public key off the curve', { publicKey: `02${'00'.repeat(31)}01` }],
  ])('refuses %s', async (_, override) => {
    const err = await createApiKeyStamper({ ...apiKey(), ...override })
      .stamp(body)
      .catch((e: unknown) => e);
    expect((err as StampError).code).toBe('INVALID_ARGUMENT');
  });
});
