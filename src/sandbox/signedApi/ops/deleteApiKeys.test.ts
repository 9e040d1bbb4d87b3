import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  errorFields,
  query,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;
let now = Date.now();

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => now });
});
afterAll(() => sandbox.close());

/** A second P-256 key of the user, registered through create_api_keys. */
async function addKey(
  org: { organizationId: string; userId: string; privateKey: string },
  expirationSeconds?: string,
) {
  const secret = p256.utils.randomSecretKey();
  const out = await submit(
    sandbox,
    'create_api_keys',
    {
      userId: org.userId,
      apiKeys: [
        {
          apiKeyName: 'second',
          publicKey: bytesToHex(p256.getPublicKey(secret, true)),
          curveType: 'API_KEY_CURVE_P256',
          ...(expirationSeconds ? { expirationSeconds } : {}),
        },
      ],
    },
    { organizationId: org.organizationId, privateKey: org.privateKey },
  );
  return { apiKeyId: out.result!.apiKeyIds[0]!, privateKey: bytesToHex(secret) };
}

describe('delete_api_keys', () => {
  it('removes a key, answers the production activity, and the key no longer stamps', async () => {
    const org = await addTestOrganization(sandbox);
    const second = await addKey(org);
    const parameters = { userId: org.userId, apiKeyIds: [second.apiKeyId] };
    const as = { organizationId: org.organizationId, privateKey: org.privateKey };
    const out = await submit(sandbox, 'delete_api_keys', parameters, as);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'delete_api_keys', parameters)).toEqual([]);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_DELETE_API_KEYS');
    expect(out.result).toEqual({ apiKeyIds: [second.apiKeyId] });
    const read = await query(
      sandbox,
      'get_user',
      { organizationId: org.organizationId, userId: org.userId },
      { privateKey: second.privateKey },
    );
    expect(read.status).toBe(401);
  });

  it('checks every id first: an unknown key, another user, the proxy key', async () => {
    const org = await addTestOrganization(sandbox);
    const as = { organizationId: org.organizationId, privateKey: org.privateKey };
    const other = await addTestOrganization(sandbox);
    for (const stranger of ['no-such-key', other.apiKeyId]) {
      const out = await submit(
        sandbox,
        'delete_api_keys',
        { userId: org.userId, apiKeyIds: [org.apiKeyId, stranger] },
        as,
      );
      expect(out.status).toBe(404);
      expect(errorFields(out)).toEqual(['parameters.apiKeyIds[1]']);
    }
    // The parent organization's admin may not delete the auth proxy's own key.
    const config = await sandbox.context.store.transaction(
      () => sandbox.context.store.list('proxyConfig')[0]!,
    );
    const proxyKey = await submit(sandbox, 'delete_api_keys', {
      userId: config.proxyUserId,
      apiKeyIds: [config.proxyCredentialId],
    });
    expect(proxyKey.status).toBe(403);
    expect(errorFields(proxyKey)).toEqual(['parameters.apiKeyIds[0]']);
  });

  it("refuses to remove a user's last live credential; an expired key does not count", async () => {
    const org = await addTestOrganization(sandbox);
    const as = { organizationId: org.organizationId, privateKey: org.privateKey };
    const timed = await addKey(org, '60');
    now += 61_000;
    const out = await submit(
      sandbox,
      'delete_api_keys',
      { userId: org.userId, apiKeyIds: [org.apiKeyId] },
      as,
    );
    expect(out.status).toBe(412);
    expect(errorFields(out)).toEqual(['parameters.apiKeyIds']);
    // The expired key itself may go.
    const expired = await submit(
      sandbox,
      'delete_api_keys',
      { userId: org.userId, apiKeyIds: [timed.apiKeyId] },
      as,
    );
    expect(expired.status).toBe(200);
  });
});
