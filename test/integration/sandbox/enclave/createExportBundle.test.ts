import { decryptExportBundle, decryptSecretBundle } from '@turnkey/crypto';
import { verifySignedEnvelope } from 'embedded-wallet-kit';
import type { ExportBundleData } from 'embedded-wallet-kit/protocol';
import { bytesToHex, utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { compressPublicKey } from '../../../../src/sandbox/enclave/compressPublicKey.js';
import { createExportBundle } from '../../../../src/sandbox/enclave/createExportBundle.js';
import { generateP256KeyPair } from '../../../../src/sandbox/enclave/generateP256KeyPair.js';
import { openHpkeCiphertext } from '../../../../src/sandbox/enclave/openHpkeCiphertext.js';
import { reasonOf } from '../../../support/sandbox/reasonOf.js';

const signer = generateP256KeyPair();
const target = generateP256KeyPair();
const organizationId = 'org-export';

describe('createExportBundle', () => {
  it('signs {organizationId, encappedPublic, ciphertext} that opens with the target key', async () => {
    const bundle = createExportBundle(signer, {
      organizationId,
      targetPublicKey: target.publicKey,
      plaintext: utf8Encode('my secret'),
    });
    const data = (await verifySignedEnvelope(
      bundle,
      signer.publicKey,
    )) as unknown as ExportBundleData;
    expect(Object.keys(data)).toEqual(['organizationId', 'encappedPublic', 'ciphertext']);
    expect(data.organizationId).toBe(organizationId);
    expect(openHpkeCiphertext(data, target.privateKey)).toEqual(utf8Encode('my secret'));
  });

  it("is decrypted by the production package's decryptSecretBundle and decryptExportBundle", async () => {
    const secret = createExportBundle(signer, {
      organizationId,
      targetPublicKey: compressPublicKey(target.publicKey),
      plaintext: utf8Encode('sk_live_123'),
    });
    await expect(
      decryptSecretBundle({
        secretPayload: secret,
        embeddedPrivateKey: target.privateKey,
        organizationId,
        dangerouslyOverrideSignerPublicKey: signer.publicKey,
      }),
    ).resolves.toBe('sk_live_123');

    const keyBytes = new Uint8Array(32).fill(7);
    const exported = createExportBundle(signer, {
      organizationId,
      targetPublicKey: target.publicKey,
      plaintext: keyBytes,
    });
    await expect(
      decryptExportBundle({
        exportBundle: exported,
        embeddedKey: target.privateKey,
        organizationId,
        dangerouslyOverrideSignerPublicKey: signer.publicKey,
        returnMnemonic: false,
      }),
    ).resolves.toBe(bytesToHex(keyBytes));
  });

  it('is refused by the production package for another organization or signer', async () => {
    const bundle = createExportBundle(signer, {
      organizationId,
      targetPublicKey: target.publicKey,
      plaintext: utf8Encode('x'),
    });
    const args = {
      secretPayload: bundle,
      embeddedPrivateKey: target.privateKey,
      organizationId,
      dangerouslyOverrideSignerPublicKey: signer.publicKey,
    };
    await expect(decryptSecretBundle({ ...args, organizationId: 'other' })).rejects.toThrow();
    await expect(
      decryptSecretBundle({
        ...args,
        dangerouslyOverrideSignerPublicKey: generateP256KeyPair().publicKey,
      }),
    ).rejects.toThrow();
  });

  it('throws INVALID_KEY for a bad target key', async () => {
    const input = { organizationId, targetPublicKey: '04abc', plaintext: utf8Encode('x') };
    expect(await reasonOf(() => createExportBundle(signer, input))).toBe('INVALID_KEY');
  });
});
