import { encryptOtpCodeToBundle } from '@turnkey/crypto';
import { verifySignedEnvelope } from 'embedded-wallet-kit';
import { bytesToHex, hexToBytes, utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { compressPublicKey } from '../../../../src/sandbox/enclave/compressPublicKey.js';
import { createOtpTarget } from '../../../../src/sandbox/enclave/createOtpTarget.js';
import { generateP256KeyPair } from '../../../../src/sandbox/enclave/generateP256KeyPair.js';
import { hpkeSealToPublicKey } from '../../../../src/sandbox/enclave/hpkeSealToPublicKey.js';
import { openEncryptedOtpBundle } from '../../../../src/sandbox/enclave/openEncryptedOtpBundle.js';
import { reasonOf } from '../../../support/sandbox/reasonOf.js';

const tlsFetcher = generateP256KeyPair();
const sessionKey = compressPublicKey(generateP256KeyPair().publicKey);

async function targetPublicOf(bundle: string): Promise<string> {
  return ((await verifySignedEnvelope(bundle, tlsFetcher.publicKey)) as { targetPublic: string })
    .targetPublic;
}

async function sealJson(bundle: string, value: unknown): Promise<string> {
  return JSON.stringify(
    hpkeSealToPublicKey(utf8Encode(JSON.stringify(value)), await targetPublicOf(bundle)),
  );
}

describe('openEncryptedOtpBundle', () => {
  it('opens what the production client package encrypts', async () => {
    const { bundle, targetPrivateKey } = createOtpTarget(tlsFetcher);
    const encrypted = await encryptOtpCodeToBundle(
      '123456',
      bundle,
      sessionKey,
      tlsFetcher.publicKey,
    );
    expect(Object.keys(JSON.parse(encrypted))).toEqual(['encappedPublic', 'ciphertext']);
    expect(openEncryptedOtpBundle(encrypted, targetPrivateKey)).toEqual({
      otp_code: '123456',
      public_key: sessionKey,
    });
  });

  it("fails as DECRYPT_FAILED with another OTP's target key or a flipped byte", async () => {
    const first = createOtpTarget(tlsFetcher);
    const second = createOtpTarget(tlsFetcher);
    const encrypted = await encryptOtpCodeToBundle(
      '123456',
      first.bundle,
      sessionKey,
      tlsFetcher.publicKey,
    );
    expect(await reasonOf(() => openEncryptedOtpBundle(encrypted, second.targetPrivateKey))).toBe(
      'DECRYPT_FAILED',
    );
    const parsed = JSON.parse(encrypted) as { encappedPublic: string; ciphertext: string };
    const bytes = hexToBytes(parsed.ciphertext);
    bytes[5]! ^= 0x80;
    const flipped = JSON.stringify({ ...parsed, ciphertext: bytesToHex(bytes) });
    expect(await reasonOf(() => openEncryptedOtpBundle(flipped, first.targetPrivateKey))).toBe(
      'DECRYPT_FAILED',
    );
  });

  it('refuses a truncated bundle or a plaintext of the wrong shape as MALFORMED', async () => {
    const { bundle, targetPrivateKey } = createOtpTarget(tlsFetcher);
    const encrypted = await encryptOtpCodeToBundle(
      '123456',
      bundle,
      sessionKey,
      tlsFetcher.publicKey,
    );
    const uncompressedKey = generateP256KeyPair().publicKey;
    const cases = [
      encrypted.slice(0, -2),
      '{}',
      await sealJson(bundle, { otp_code: '123456' }),
      await sealJson(bundle, { otp_code: '', public_key: sessionKey }),
      await sealJson(bundle, { otp_code: 123456, public_key: sessionKey }),
      await sealJson(bundle, { otp_code: '123456', public_key: uncompressedKey }),
      await sealJson(bundle, { otp_code: '123456', public_key: '02abcd' }),
      await sealJson(bundle, ['123456', sessionKey]),
      JSON.stringify(hpkeSealToPublicKey(utf8Encode('123456'), await targetPublicOf(bundle))),
      JSON.stringify(hpkeSealToPublicKey(new Uint8Array([0xc3]), await targetPublicOf(bundle))),
    ];
    for (const input of cases) {
      expect(await reasonOf(() => openEncryptedOtpBundle(input, targetPrivateKey))).toBe(
        'MALFORMED',
      );
    }
  });
});
