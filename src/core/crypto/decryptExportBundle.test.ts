import { formatHpkeBuf, hpkeEncrypt } from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { signEnvelope, testKey } from '../../../test/support/core/cryptoFixtures.js';
import { hexToBytes, utf8Decode, utf8Encode } from '../../protocol/encoding.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { decryptExportBundle } from './decryptExportBundle.js';
import { generateExportTargetKeyPair } from './generateExportTargetKeyPair.js';

const signer = testKey();
const mnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** What the service's enclave returns: HPKE (production package) inside a signed envelope. */
function exportEnvelope(targetPublic: string, plaintext: Uint8Array, organizationId = 'org-1') {
  const sealed = JSON.parse(
    formatHpkeBuf(hpkeEncrypt({ plainTextBuf: plaintext, targetKeyBuf: hexToBytes(targetPublic) })),
  ) as { encappedPublic: string; ciphertext: string };
  return signEnvelope(signer, { organizationId, ...sealed });
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof CryptoCheckError ? e.code : String(e)),
  );

describe('generateExportTargetKeyPair', () => {
  it('makes a non-extractable ECDH P-256 key with its uncompressed public hex', async () => {
    const { keyPair, publicKeyUncompressed } = await generateExportTargetKeyPair();
    expect(keyPair.privateKey.extractable).toBe(false);
    expect(keyPair.privateKey.algorithm).toMatchObject({ name: 'ECDH', namedCurve: 'P-256' });
    await expect(crypto.subtle.exportKey('pkcs8', keyPair.privateKey)).rejects.toThrow();
    expect(publicKeyUncompressed).toMatch(/^04[0-9a-f]{128}$/);
  });
});

describe('decryptExportBundle', () => {
  it('opens what the production package seals to our key', async () => {
    const target = await generateExportTargetKeyPair();
    const bundle = exportEnvelope(target.publicKeyUncompressed, utf8Encode(mnemonic));
    const plaintext = await decryptExportBundle({
      bundle,
      pinnedSignerKey: signer.uncompressed,
      organizationId: 'org-1',
      recipientKey: target.keyPair,
    });
    expect(utf8Decode(plaintext)).toBe(mnemonic);
  });

  it('refuses a bundle from an unpinned signer', async () => {
    const target = await generateExportTargetKeyPair();
    const bundle = exportEnvelope(target.publicKeyUncompressed, utf8Encode(mnemonic));
    const code = await codeOf(
      decryptExportBundle({
        bundle,
        pinnedSignerKey: testKey().uncompressed,
        organizationId: 'org-1',
        recipientKey: target.keyPair,
      }),
    );
    expect(code).toBe('UNTRUSTED_KEY');
  });

  it('refuses a bundle signed for another organization', async () => {
    const target = await generateExportTargetKeyPair();
    const bundle = exportEnvelope(target.publicKeyUncompressed, utf8Encode(mnemonic), 'org-2');
    const code = await codeOf(
      decryptExportBundle({
        bundle,
        pinnedSignerKey: signer.uncompressed,
        organizationId: 'org-1',
        recipientKey: target.keyPair,
      }),
    );
    expect(code).toBe('BUNDLE_MISMATCH');
  });

  it('refuses tampered signed data', async () => {
    const target = await generateExportTargetKeyPair();
    const envelope = JSON.parse(exportEnvelope(target.publicKeyUncompressed, utf8Encode(mnemonic)));
    envelope.data = `${envelope.data.slice(0, -2)}00`;
    const code = await codeOf(
      decryptExportBundle({
        bundle: JSON.stringify(envelope),
        pinnedSignerKey: signer.uncompressed,
        organizationId: 'org-1',
        recipientKey: target.keyPair,
      }),
    );
    expect(code).toBe('INVALID_SIGNATURE');
  });

  it('cannot be opened with another recipient key', async () => {
    const target = await generateExportTargetKeyPair();
    const other = await generateExportTargetKeyPair();
    const bundle = exportEnvelope(target.publicKeyUncompressed, utf8Encode(mnemonic));
    const code = await codeOf(
      decryptExportBundle({
        bundle,
        pinnedSignerKey: signer.uncompressed,
        organizationId: 'org-1',
        recipientKey: other.keyPair,
      }),
    );
    expect(code).toBe('MALFORMED_BUNDLE');
  });

  it('refuses signed data without encappedPublic/ciphertext', async () => {
    const target = await generateExportTargetKeyPair();
    const bundle = signEnvelope(signer, { organizationId: 'org-1', ciphertext: '00' });
    const code = await codeOf(
      decryptExportBundle({
        bundle,
        pinnedSignerKey: signer.uncompressed,
        organizationId: 'org-1',
        recipientKey: target.keyPair,
      }),
    );
    expect(code).toBe('MALFORMED_BUNDLE');
  });
});
