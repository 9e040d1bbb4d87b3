import { verifySignedEnvelope } from 'embedded-wallet-kit';
import type { ImportBundleData } from 'embedded-wallet-kit/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../../src/sandbox/createSandbox.js';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  errorFields,
  submit,
} from '../../../../support/sandbox/index.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('init_import_private_key', () => {
  it('answers an import bundle signed by the enclave signer for this organization and user', async () => {
    const parameters = { userId: sandbox.bootstrap.userId };
    const out = await submit(sandbox, 'init_import_private_key', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'init_import_private_key', parameters)).toEqual([]);
    expect(Object.keys(out.response!.activity.intent)).toEqual(['initImportPrivateKeyIntent']);
    const data = (await verifySignedEnvelope(
      out.result!.importBundle,
      sandbox.bootstrap.trustedKeys.signer,
    )) as unknown as ImportBundleData;
    expect(data.organizationId).toBe(sandbox.bootstrap.organizationId);
    expect(data.userId).toBe(sandbox.bootstrap.userId);
    expect(data.targetPublic).toMatch(/^04[0-9a-f]{128}$/);
    // A fresh target key each time.
    const again = await submit(sandbox, 'init_import_private_key', parameters);
    const data2 = (await verifySignedEnvelope(
      again.result!.importBundle,
      sandbox.bootstrap.trustedKeys.signer,
    )) as unknown as ImportBundleData;
    expect(data2.targetPublic).not.toBe(data.targetPublic);
  });

  it('answers 404 for an unknown user and for a user of another organization', async () => {
    const unknown = await submit(sandbox, 'init_import_private_key', { userId: 'no-such-user' });
    expect(unknown.status).toBe(404);
    expect(errorFields(unknown)).toEqual(['parameters.userId']);
    const other = await addTestOrganization(sandbox);
    const foreign = await submit(sandbox, 'init_import_private_key', { userId: other.userId });
    expect(foreign.status).toBe(404);
    const missing = await submit(sandbox, 'init_import_private_key', {} as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['parameters.userId']);
  });
});
