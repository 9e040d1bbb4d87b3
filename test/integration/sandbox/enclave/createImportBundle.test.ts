import { encryptPrivateKeyToBundle, encryptWalletToBundle } from '@turnkey/crypto';
import { verifySignedEnvelope } from 'embedded-wallet-kit';
import type { ImportBundleData } from 'embedded-wallet-kit/protocol';
import { hexToBytes, utf8Decode } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { createImportBundle } from '../../../../src/sandbox/enclave/createImportBundle.js';
import { generateP256KeyPair } from '../../../../src/sandbox/enclave/generateP256KeyPair.js';
import { openHpkeCiphertext } from '../../../../src/sandbox/enclave/openHpkeCiphertext.js';

const signer = generateP256KeyPair();
const ids = { organizationId: 'org-import', userId: 'user-import' };
const mnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('createImportBundle', () => {
  it('signs {organizationId, userId, targetPublic} with the signer key', async () => {
    const { bundle } = createImportBundle(signer, ids);
    const data = (await verifySignedEnvelope(
      bundle,
      signer.publicKey,
    )) as unknown as ImportBundleData;
    expect(Object.keys(data)).toEqual(['organizationId', 'userId', 'targetPublic']);
    expect(data).toMatchObject(ids);
    expect(data.targetPublic).toMatch(/^04[0-9a-f]{128}$/);
  });

  it('opens what the production package encrypts to it (mnemonic and raw key)', async () => {
    const { bundle, targetPrivateKey } = createImportBundle(signer, ids);
    const wallet = await encryptWalletToBundle({
      mnemonic,
      importBundle: bundle,
      ...ids,
      dangerouslyOverrideSignerPublicKey: signer.publicKey,
    });
    expect(utf8Decode(openHpkeCiphertext(wallet, targetPrivateKey))).toBe(mnemonic);

    const privateKey = 'ab'.repeat(32);
    const key = await encryptPrivateKeyToBundle({
      privateKey,
      keyFormat: 'HEXADECIMAL',
      importBundle: bundle,
      ...ids,
      dangerouslyOverrideSignerPublicKey: signer.publicKey,
    });
    expect(openHpkeCiphertext(key, targetPrivateKey)).toEqual(hexToBytes(privateKey));
  });

  it('is refused by the production package for another user or organization', async () => {
    const { bundle } = createImportBundle(signer, ids);
    const args = {
      mnemonic,
      importBundle: bundle,
      ...ids,
      dangerouslyOverrideSignerPublicKey: signer.publicKey,
    };
    await expect(encryptWalletToBundle({ ...args, userId: 'someone-else' })).rejects.toThrow();
    await expect(encryptWalletToBundle({ ...args, organizationId: 'other' })).rejects.toThrow();
  });
});
