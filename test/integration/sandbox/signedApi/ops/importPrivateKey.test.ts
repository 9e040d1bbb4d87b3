import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import {
  decryptExportBundle,
  encryptToImportBundle,
  generateExportTargetKeyPair,
} from 'embedded-wallet-kit';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../../src/sandbox/createSandbox.js';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  errorFields,
  submit,
  type TestOrganization,
} from '../../../../support/sandbox/index.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

async function sealedKey(org: TestOrganization, secret: Uint8Array) {
  const as = { organizationId: org.organizationId, privateKey: org.privateKey };
  const init = await submit(sandbox, 'init_import_private_key', { userId: org.userId }, as);
  return encryptToImportBundle({
    bundle: init.result!.importBundle,
    pinnedSignerKey: sandbox.bootstrap.trustedKeys.signer,
    organizationId: org.organizationId,
    userId: org.userId,
    plaintext: secret,
  });
}

describe('import_private_key and export_private_key', () => {
  it('imports a secp256k1 key with its Ethereum address, and exports the same bytes again', async () => {
    const org = await addTestOrganization(sandbox);
    const as = { organizationId: org.organizationId, privateKey: org.privateKey };
    const secret = secp256k1.utils.randomSecretKey();
    const parameters = {
      userId: org.userId,
      privateKeyName: 'Hot key',
      encryptedBundle: await sealedKey(org, secret.slice()),
      curve: 'CURVE_SECP256K1' as const,
      addressFormats: ['ADDRESS_FORMAT_ETHEREUM' as const, 'ADDRESS_FORMAT_COMPRESSED' as const],
    };
    const out = await submit(sandbox, 'import_private_key', parameters, as);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'import_private_key', parameters)).toEqual([]);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_IMPORT_PRIVATE_KEY');
    const publicKey = bytesToHex(secp256k1.getPublicKey(secret, true));
    expect(out.result!.addresses).toEqual([
      { format: 'ADDRESS_FORMAT_ETHEREUM', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) },
      { format: 'ADDRESS_FORMAT_COMPRESSED', address: publicKey },
    ]);

    const target = await generateExportTargetKeyPair();
    const exportParameters = {
      privateKeyId: out.result!.privateKeyId,
      targetPublicKey: target.publicKeyUncompressed,
    };
    const exported = await submit(sandbox, 'export_private_key', exportParameters, as);
    expect(exported.status).toBe(200);
    expect(activityShapeIssues(exported.response, 'export_private_key', exportParameters)).toEqual(
      [],
    );
    const opened = await decryptExportBundle({
      bundle: exported.result!.exportBundle,
      pinnedSignerKey: sandbox.bootstrap.trustedKeys.signer,
      organizationId: org.organizationId,
      recipientKey: target.keyPair,
    });
    expect(bytesToHex(opened)).toBe(bytesToHex(secret));
  });

  it('imports an ed25519 seed with its Solana address', async () => {
    const org = await addTestOrganization(sandbox);
    const secret = ed25519.utils.randomSecretKey();
    const out = await submit(
      sandbox,
      'import_private_key',
      {
        userId: org.userId,
        privateKeyName: 'Sol',
        encryptedBundle: await sealedKey(org, secret),
        curve: 'CURVE_ED25519',
        addressFormats: ['ADDRESS_FORMAT_SOLANA'],
      },
      { organizationId: org.organizationId, privateKey: org.privateKey },
    );
    expect(out.status).toBe(200);
    expect(out.result!.addresses[0]!.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('refuses bytes that are no key, a format of another curve, no target; seeded keys do not export', async () => {
    const org = await addTestOrganization(sandbox);
    const as = { organizationId: org.organizationId, privateKey: org.privateKey };
    const base = { userId: org.userId, privateKeyName: 'k', curve: 'CURVE_SECP256K1' as const };
    const noTarget = await submit(
      sandbox,
      'import_private_key',
      { ...base, encryptedBundle: '{}', addressFormats: [] },
      as,
    );
    expect(noTarget.status).toBe(412);
    expect(errorFields(noTarget)).toEqual(['parameters.encryptedBundle']);
    // Zero is no secp256k1 scalar; 31 bytes no key at all.
    for (const bytes of [new Uint8Array(32), new Uint8Array(31).fill(7)]) {
      const out = await submit(
        sandbox,
        'import_private_key',
        { ...base, encryptedBundle: await sealedKey(org, bytes), addressFormats: [] },
        as,
      );
      expect(out.status).toBe(400);
      expect(errorFields(out)).toEqual(['parameters.encryptedBundle']);
    }
    const solanaOnSecp = await submit(
      sandbox,
      'import_private_key',
      {
        ...base,
        encryptedBundle: await sealedKey(org, secp256k1.utils.randomSecretKey()),
        addressFormats: ['ADDRESS_FORMAT_SOLANA'],
      },
      as,
    );
    expect(solanaOnSecp.status).toBe(400);
    expect(errorFields(solanaOnSecp)).toEqual(['parameters.addressFormats[0]']);

    const seeded = await sandbox.context.store.transaction(
      () => sandbox.context.store.list('privateKey')[0]!,
    );
    const target = (await generateExportTargetKeyPair()).publicKeyUncompressed;
    const seededExport = await submit(sandbox, 'export_private_key', {
      privateKeyId: seeded.id,
      targetPublicKey: target,
    });
    expect(seededExport.status).toBe(412);
    const unknown = await submit(sandbox, 'export_private_key', {
      privateKeyId: 'no-such-key',
      targetPublicKey: target,
    });
    expect(unknown.status).toBe(404);
  });
});
