import { sha256 } from '@noble/hashes/sha2.js';
import { encryptOtpCodeToBundle } from '@turnkey/crypto';
import type { SignedEnvelope } from 'embedded-wallet-kit/protocol';
import {
  bytesToHex,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { createSignedEnvelope } from './createSignedEnvelope.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';
import { verifyP256Signature } from './verifyP256Signature.js';

describe('createSignedEnvelope', () => {
  it('writes {enclaveQuorumPublic, dataSignature, data} with data = hex(UTF-8 JSON)', () => {
    const key = generateP256KeyPair();
    const json = createSignedEnvelope(key, { targetPublic: 'ab', note: 'é' });
    expect(Object.keys(JSON.parse(json))).toEqual(['enclaveQuorumPublic', 'dataSignature', 'data']);
    const envelope = JSON.parse(json) as SignedEnvelope;
    expect(envelope.enclaveQuorumPublic).toBe(key.publicKey);
    expect(utf8Decode(hexToBytes(envelope.data))).toBe('{"targetPublic":"ab","note":"é"}');
    expect(envelope.data).toBe(bytesToHex(utf8Encode('{"targetPublic":"ab","note":"é"}')));
  });

  it('signs sha256(bytes of data) once, DER-encoded', () => {
    const key = generateP256KeyPair();
    const envelope = JSON.parse(createSignedEnvelope(key, { a: 1 })) as SignedEnvelope;
    const signature = hexToBytes(envelope.dataSignature);
    expect(signature[0]).toBe(0x30);
    const data = hexToBytes(envelope.data);
    const check = (message: Uint8Array) =>
      verifyP256Signature({ publicKey: key.publicKey, message, signature, format: 'der' });
    expect(check(data)).toBe(true);
    expect(check(sha256(data))).toBe(false);
  });

  it("passes the production package's bundle check (pinned key override)", async () => {
    const key = generateP256KeyPair();
    const target = generateP256KeyPair();
    const bundle = createSignedEnvelope(key, { targetPublic: target.publicKey });
    const client = generateP256KeyPair();
    await expect(
      encryptOtpCodeToBundle('123456', bundle, client.publicKey, key.publicKey),
    ).resolves.toContain('encappedPublic');
    await expect(
      encryptOtpCodeToBundle('123456', bundle, client.publicKey, generateP256KeyPair().publicKey),
    ).rejects.toThrow();
  });
});
