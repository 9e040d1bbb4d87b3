import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createTestSandbox,
  errorFields,
  query,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('get_api_key', () => {
  it('answers the API key record with timestamps as {seconds, nanos}', async () => {
    const { organizationId, apiKey } = sandbox.bootstrap;
    const out = await query(sandbox, 'get_api_key', { organizationId, apiKeyId: apiKey.apiKeyId });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({
      apiKey: {
        credential: { publicKey: apiKey.publicKey, type: 'CREDENTIAL_TYPE_API_KEY_P256' },
        apiKeyId: apiKey.apiKeyId,
        apiKeyName: 'Sandbox admin key',
        createdAt: {
          seconds: expect.stringMatching(/^\d+$/),
          nanos: expect.stringMatching(/^\d+$/),
        },
        updatedAt: {
          seconds: expect.stringMatching(/^\d+$/),
          nanos: expect.stringMatching(/^\d+$/),
        },
      },
    });
  });

  it('answers 404 for an unknown key and for a key of another organization', async () => {
    const { organizationId } = sandbox.bootstrap;
    const unknown = await query(sandbox, 'get_api_key', {
      organizationId,
      apiKeyId: 'no-such-key',
    });
    expect(unknown.status).toBe(404);
    expect(errorFields(unknown)).toEqual(['apiKeyId']);
    const other = await addTestOrganization(sandbox);
    const foreign = await query(sandbox, 'get_api_key', {
      organizationId,
      apiKeyId: other.apiKeyId,
    });
    expect(foreign.status).toBe(404);
    // Asked in its own organization (the parent may read a sub-organization), it is found.
    const own = await query(sandbox, 'get_api_key', {
      organizationId: other.organizationId,
      apiKeyId: other.apiKeyId,
    });
    expect(own.body!.apiKey.credential.publicKey).toBe(other.publicKey);
  });

  it('refuses a missing apiKeyId', async () => {
    const out = await query(sandbox, 'get_api_key', {
      organizationId: sandbox.bootstrap.organizationId,
    } as never);
    expect(out.status).toBe(400);
    expect(errorFields(out)).toEqual(['apiKeyId']);
  });
});
