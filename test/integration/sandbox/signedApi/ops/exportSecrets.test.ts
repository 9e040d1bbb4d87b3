import { verifySignedEnvelope } from 'embedded-wallet-kit';
import type { ExportBundleData } from 'embedded-wallet-kit/protocol';
import { utf8Decode } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../../src/sandbox/createSandbox.js';
import {
  generateP256KeyPair,
  openHpkeCiphertext,
} from '../../../../../src/sandbox/enclave/index.js';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  devPost,
  errorFields,
  submit,
} from '../../../../support/sandbox/index.js';

let sandbox: Sandbox;
const plaintexts = ['correct horse battery staple', 'sk_live_🔑_0123456789'];
const secretIds: string[] = [];

beforeAll(async () => {
  sandbox = await createTestSandbox();
  for (const [i, plaintext] of plaintexts.entries()) {
    const added = await devPost(sandbox, 'secrets', {
      organizationId: sandbox.bootstrap.organizationId,
      name: `Secret ${i}`,
      plaintext,
    });
    secretIds.push(added.json.secretId as string);
  }
});
afterAll(() => sandbox.close());

/** What a client does (wire-details, "Export and import"): check signer and org, then decrypt. */
async function openPayload(payload: string, privateKey: string): Promise<string> {
  const data = (await verifySignedEnvelope(
    payload,
    sandbox.bootstrap.trustedKeys.signer,
  )) as unknown as ExportBundleData;
  expect(data.organizationId).toBe(sandbox.bootstrap.organizationId);
  const plaintext = openHpkeCiphertext(
    { encappedPublic: data.encappedPublic, ciphertext: data.ciphertext },
    privateKey,
  );
  return utf8Decode(plaintext);
}

describe('export_secrets', () => {
  it('answers one signed, sealed payload per secret in request order, each for its own target key', async () => {
    const targets = [generateP256KeyPair(), generateP256KeyPair()];
    const parameters = {
      secrets: [
        {
          secretId: secretIds[1]!,
          targetPublicKey: targets[0]!.publicKey,
          encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1' as const,
        },
        {
          secretId: secretIds[0]!,
          targetPublicKey: targets[1]!.publicKey,
          encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1' as const,
        },
      ],
    };
    const out = await submit(sandbox, 'export_secrets', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'export_secrets', parameters)).toEqual([]);
    expect(Object.keys(out.response!.activity.intent)).toEqual(['exportSecretsIntent']);
    const payloads = out.result!.secretPayloads;
    expect(payloads).toHaveLength(2);
    expect(await openPayload(payloads[0]!, targets[0]!.privateKey)).toBe(plaintexts[1]);
    expect(await openPayload(payloads[1]!, targets[1]!.privateKey)).toBe(plaintexts[0]);
    // Sealed to one key, the payload does not open with the other.
    await expect(openPayload(payloads[0]!, targets[1]!.privateKey)).rejects.toThrow();
  });

  it('answers 404 naming an unknown secret id, and a secret of another organization as not found', async () => {
    const target = generateP256KeyPair().publicKey;
    const entry = (secretId: string) => ({
      secretId,
      targetPublicKey: target,
      encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1' as const,
    });
    const unknown = await submit(sandbox, 'export_secrets', {
      secrets: [entry(secretIds[0]!), entry('no-such-secret')],
    });
    expect(unknown.status).toBe(404);
    expect(errorFields(unknown)).toEqual(['parameters.secrets[1].secretId']);
    expect(unknown.error!.message).toContain('no-such-secret');

    const other = await addTestOrganization(sandbox, { parentOrganizationId: null });
    const foreign = await submit(
      sandbox,
      'export_secrets',
      { secrets: [entry(secretIds[0]!)] },
      { organizationId: other.organizationId, privateKey: other.privateKey },
    );
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(['parameters.secrets[0].secretId']);
  });

  it('refuses a target key that is not an uncompressed P-256 point, a suite not in the enum, no secrets', async () => {
    const base = {
      secretId: secretIds[0]!,
      encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1',
    };
    const compressed = await submit(sandbox, 'export_secrets', {
      secrets: [{ ...base, targetPublicKey: `02${'11'.repeat(32)}` }],
    } as never);
    expect(compressed.status).toBe(400);
    expect(errorFields(compressed)).toEqual(['parameters.secrets[0].targetPublicKey']);
    const offCurve = await submit(sandbox, 'export_secrets', {
      secrets: [{ ...base, targetPublicKey: `04${'11'.repeat(64)}` }],
    } as never);
    expect(offCurve.status).toBe(400);
    expect(errorFields(offCurve)).toEqual(['parameters.secrets[0].targetPublicKey']);
    const suite = await submit(sandbox, 'export_secrets', {
      secrets: [
        {
          ...base,
          targetPublicKey: generateP256KeyPair().publicKey,
          encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_HPKE_V1',
        },
      ],
    } as never);
    expect(suite.status).toBe(400);
    expect(errorFields(suite)).toEqual(['parameters.secrets[0].encryptionSuite']);
    const none = await submit(sandbox, 'export_secrets', { secrets: [] });
    expect(none.status).toBe(400);
    expect(errorFields(none)).toEqual(['parameters.secrets']);
  });

  it("accepts the production client's generateAppProofs: false and requestContext, and ignores them", async () => {
    const target = generateP256KeyPair().publicKey;
    const entry = {
      secretId: secretIds[0]!,
      targetPublicKey: target,
      encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1' as const,
    };
    const out = await submit(
      sandbox,
      'export_secrets',
      { secrets: [{ ...entry, requestContext: [{ key: 'reason', value: 'backup' }] }] },
      { generateAppProofs: false },
    );
    expect(out.status).toBe(200);
    expect(out.result?.secretPayloads).toHaveLength(1);
    expect(out.response?.appProofs).toBeUndefined();
    const misspelt = await submit(sandbox, 'export_secrets', {
      secrets: [{ ...entry, requestContxt: [] }],
    } as never);
    expect(errorFields(misspelt)).toEqual(['parameters.secrets[0].requestContxt']);
  });
});
