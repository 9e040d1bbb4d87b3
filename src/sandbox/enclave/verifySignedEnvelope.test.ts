import { sha256 } from '@noble/hashes/sha2.js';
import type { SignedEnvelope } from 'embedded-wallet-kit/protocol';
import { bytesToHex, hexToBytes, utf8Encode } from 'embedded-wallet-kit/protocol';
import { describe, expect, it } from 'vitest';
import { compressPublicKey } from './compressPublicKey.js';
import { createSignedEnvelope } from './createSignedEnvelope.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';
import { reasonOf } from './reasonOf.testutil.js';
import { signP256Digest } from './signP256Digest.js';
import { verifySignedEnvelope } from './verifySignedEnvelope.js';

const key = generateP256KeyPair();
const data = { organizationId: 'org-1', targetPublic: 'abc' };
const json = createSignedEnvelope(key, data);
const envelope = JSON.parse(json) as SignedEnvelope;
const edit = (changes: Partial<SignedEnvelope>) => JSON.stringify({ ...envelope, ...changes });

function flipByte(hex: string, index: number): string {
  const bytes = hexToBytes(hex);
  bytes[index]! ^= 0x01;
  return bytesToHex(bytes);
}

describe('verifySignedEnvelope', () => {
  it('returns the signed data for the pinned key, in either encoding of the pin', () => {
    expect(verifySignedEnvelope(json, key.publicKey)).toEqual(data);
    expect(verifySignedEnvelope(json, compressPublicKey(key.publicKey))).toEqual(data);
  });

  it('refuses an envelope from another key as UNTRUSTED_SIGNER', async () => {
    const other = generateP256KeyPair();
    expect(await reasonOf(() => verifySignedEnvelope(json, other.publicKey))).toBe(
      'UNTRUSTED_SIGNER',
    );
    const forged = createSignedEnvelope(other, data);
    expect(await reasonOf(() => verifySignedEnvelope(forged, key.publicKey))).toBe(
      'UNTRUSTED_SIGNER',
    );
  });

  it('refuses another key posing as the pinned one as BAD_SIGNATURE', async () => {
    const other = generateP256KeyPair();
    const forged = JSON.parse(createSignedEnvelope(other, data)) as SignedEnvelope;
    const posing = JSON.stringify({ ...forged, enclaveQuorumPublic: key.publicKey });
    expect(await reasonOf(() => verifySignedEnvelope(posing, key.publicKey))).toBe('BAD_SIGNATURE');
  });

  it('refuses a flipped signature byte or modified data as BAD_SIGNATURE', async () => {
    // Byte 10 lies inside r; flipping the DER header would make it MALFORMED-equivalent too.
    const badSignature = edit({ dataSignature: flipByte(envelope.dataSignature, 10) });
    expect(await reasonOf(() => verifySignedEnvelope(badSignature, key.publicKey))).toBe(
      'BAD_SIGNATURE',
    );
    const otherData = bytesToHex(utf8Encode(JSON.stringify({ ...data, organizationId: 'org-2' })));
    expect(
      await reasonOf(() => verifySignedEnvelope(edit({ data: otherData }), key.publicKey)),
    ).toBe('BAD_SIGNATURE');
    const flippedData = edit({ data: flipByte(envelope.data, 3) });
    expect(await reasonOf(() => verifySignedEnvelope(flippedData, key.publicKey))).toBe(
      'BAD_SIGNATURE',
    );
  });

  it('refuses malformed input as MALFORMED', async () => {
    const cases = [
      json.slice(0, -5),
      '',
      'null',
      '[]',
      JSON.stringify({ ...envelope, data: 5 }),
      JSON.stringify({ enclaveQuorumPublic: key.publicKey, data: envelope.data }),
      edit({ data: 'xyz' }),
      edit({ dataSignature: 'not hex' }),
      edit({ enclaveQuorumPublic: '04abcd' }),
    ];
    for (const input of cases) {
      expect(await reasonOf(() => verifySignedEnvelope(input, key.publicKey))).toBe('MALFORMED');
    }
  });

  it('refuses validly signed data that is not JSON or not UTF-8 as MALFORMED', async () => {
    for (const bytes of [utf8Encode('not json'), new Uint8Array([0xff, 0xfe])]) {
      const signature = signP256Digest(key.privateKey, sha256(bytes), 'der');
      const handMade = edit({ data: bytesToHex(bytes), dataSignature: bytesToHex(signature) });
      expect(await reasonOf(() => verifySignedEnvelope(handMade, key.publicKey))).toBe('MALFORMED');
    }
  });

  it('throws INVALID_KEY for a bad pinned key', async () => {
    expect(await reasonOf(() => verifySignedEnvelope(json, 'nope'))).toBe('INVALID_KEY');
  });
});
