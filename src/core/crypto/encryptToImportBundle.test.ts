import { encryptPrivateKeyToBundle, hpkeDecrypt } from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { signEnvelope, testKey } from '../../../test/support/core/cryptoFixtures.js';
import { bytesToHex, hexToBytes } from '../../protocol/encoding.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { checkImportBundle } from './checkImportBundle.js';
import { encryptToImportBundle } from './encryptToImportBundle.js';

const signer = testKey();
const enclaveTarget = testKey();
const bundle = signEnvelope(signer, {
  organizationId: 'org-1',
  userId: 'user-1',
  targetPublic: enclaveTarget.uncompressed,
});
const base = {
  bundle,
  pinnedSignerKey: signer.uncompressed,
  organizationId: 'org-1',
  userId: 'user-1',
};

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof CryptoCheckError ? e.code : String(e)),
  );

describe('checkImportBundle', () => {
  it('answers the signed targetPublic', async () => {
    expect(await checkImportBundle(base)).toBe(enclaveTarget.uncompressed);
  });

  it('refuses another organization or user, and unpinned signers', async () => {
    expect(await codeOf(checkImportBundle({ ...base, organizationId: 'org-2' }))).toBe(
      'BUNDLE_MISMATCH',
    );
    expect(await codeOf(checkImportBundle({ ...base, userId: 'user-2' }))).toBe('BUNDLE_MISMATCH');
    expect(
      await codeOf(checkImportBundle({ ...base, pinnedSignerKey: testKey().uncompressed })),
    ).toBe('UNTRUSTED_KEY');
  });
});

describe('encryptToImportBundle', () => {
  it('seals key material the enclave (production HPKE) opens', async () => {
    const privateKey = crypto.getRandomValues(new Uint8Array(32));
    const sealed = JSON.parse(await encryptToImportBundle({ ...base, plaintext: privateKey })) as {
      encappedPublic: string;
      ciphertext: string;
    };
    const opened = hpkeDecrypt({
      ciphertextBuf: hexToBytes(sealed.ciphertext),
      encappedKeyBuf: hexToBytes(sealed.encappedPublic),
      receiverPriv: enclaveTarget.secretHex,
    });
    expect(bytesToHex(opened)).toBe(bytesToHex(privateKey));
  });

  it('uses the bundle format the production package uses', async () => {
    const theirs = await encryptPrivateKeyToBundle({
      privateKey: bytesToHex(crypto.getRandomValues(new Uint8Array(32))),
      keyFormat: 'HEXADECIMAL',
      importBundle: bundle,
      userId: 'user-1',
      organizationId: 'org-1',
      dangerouslyOverrideSignerPublicKey: signer.uncompressed,
    });
    const ours = await encryptToImportBundle({ ...base, plaintext: new Uint8Array(32) });
    expect(Object.keys(JSON.parse(ours))).toEqual(Object.keys(JSON.parse(theirs)));
  });

  it('does not seal to a bundle for another user', async () => {
    expect(
      await codeOf(
        encryptToImportBundle({ ...base, userId: 'user-2', plaintext: new Uint8Array(32) }),
      ),
    ).toBe('BUNDLE_MISMATCH');
  });
});
