import { p256 } from '@noble/curves/nist.js';
import { encryptOtpCodeToBundle } from '@turnkey/crypto';
import { verifySignedEnvelope } from 'embedded-wallet-kit';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { createOtpTarget } from '../../../../src/sandbox/enclave/createOtpTarget.js';
import { generateP256KeyPair } from '../../../../src/sandbox/enclave/generateP256KeyPair.js';
import { openEncryptedOtpBundle } from '../../../../src/sandbox/enclave/openEncryptedOtpBundle.js';

describe('createOtpTarget', () => {
  it('signs {targetPublic} with the tlsFetcher key; the target matches the kept private key', async () => {
    const tlsFetcher = generateP256KeyPair();
    const { bundle, targetPrivateKey } = createOtpTarget(tlsFetcher);
    const data = await verifySignedEnvelope(bundle, tlsFetcher.publicKey);
    expect(data).toEqual({
      targetPublic: bytesToHex(p256.getPublicKey(hexToBytes(targetPrivateKey), false)),
    });
  });

  it('makes a fresh target per OTP', () => {
    const tlsFetcher = generateP256KeyPair();
    expect(createOtpTarget(tlsFetcher).targetPrivateKey).not.toBe(
      createOtpTarget(tlsFetcher).targetPrivateKey,
    );
  });

  it("round-trips through the production package's encryptOtpCodeToBundle", async () => {
    const tlsFetcher = generateP256KeyPair();
    const session = generateP256KeyPair();
    const compressed = bytesToHex(p256.getPublicKey(hexToBytes(session.privateKey), true));
    const { bundle, targetPrivateKey } = createOtpTarget(tlsFetcher);
    const encrypted = await encryptOtpCodeToBundle(
      'A1B2C3',
      bundle,
      compressed,
      tlsFetcher.publicKey,
    );
    expect(openEncryptedOtpBundle(encrypted, targetPrivateKey)).toEqual({
      otp_code: 'A1B2C3',
      public_key: compressed,
    });
  });
});
