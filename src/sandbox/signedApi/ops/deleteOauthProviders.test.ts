import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  devRecords,
  errorFields,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** Links an OAuth identity the way signup does (the signed API has no create operation). */
async function linkProvider(
  organizationId: string,
  userId: string,
  providerName: string,
): Promise<string> {
  const id = randomUUID();
  const [issuer, subject, audience] = ['https://accounts.google.com', randomUUID(), 'client-id'];
  await sandbox.context.store.transaction(() =>
    sandbox.context.store.insert(
      'oauthProvider',
      {
        id,
        organizationId,
        userId,
        providerName,
        issuer,
        subject,
        audience,
        createdAtMs: sandbox.context.now(),
      },
      { organizationId, index: { identity: `${issuer} ${subject} ${audience}`, userId } },
    ),
  );
  return id;
}

describe('delete_oauth_providers', () => {
  it("unlinks the user's providers and answers their ids", async () => {
    const { organizationId, userId } = sandbox.bootstrap;
    const google = await linkProvider(organizationId, userId, 'Google');
    const apple = await linkProvider(organizationId, userId, 'Apple');
    const parameters = { userId, providerIds: [google] };
    const out = await submit(sandbox, 'delete_oauth_providers', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'delete_oauth_providers', parameters)).toEqual([]);
    expect(Object.keys(out.response!.activity.intent)).toEqual(['deleteOauthProvidersIntent']);
    expect(out.result).toEqual({ providerIds: [google] });
    expect((await devRecords(sandbox, 'oauthProvider')).map((p) => p.id)).toEqual([apple]);
  });

  it("answers 404 naming an unknown id or another user's provider, and removes none", async () => {
    const { organizationId, userId } = sandbox.bootstrap;
    const mine = await linkProvider(organizationId, userId, 'X');
    const unknown = await submit(sandbox, 'delete_oauth_providers', {
      userId,
      providerIds: [mine, 'no-such-provider'],
    });
    expect(unknown.status).toBe(404);
    expect(errorFields(unknown)).toEqual(['parameters.providerIds[1]']);
    expect((await devRecords(sandbox, 'oauthProvider')).map((p) => p.id)).toContain(mine);

    const other = await addTestOrganization(sandbox);
    const theirs = await linkProvider(other.organizationId, other.userId, 'Discord');
    const foreign = await submit(sandbox, 'delete_oauth_providers', {
      userId,
      providerIds: [theirs],
    });
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(['parameters.providerIds[0]']);
    expect(await devRecords(sandbox, 'oauthProvider', other.organizationId)).toHaveLength(1);
  });

  it('refuses an unknown user, an empty id list, a missing field', async () => {
    const unknownUser = await submit(sandbox, 'delete_oauth_providers', {
      userId: 'nobody',
      providerIds: ['x'],
    });
    expect(unknownUser.status).toBe(404);
    expect(errorFields(unknownUser)).toEqual(['parameters.userId']);
    const empty = await submit(sandbox, 'delete_oauth_providers', {
      userId: sandbox.bootstrap.userId,
      providerIds: [],
    });
    expect(empty.status).toBe(400);
    expect(errorFields(empty)).toEqual(['parameters.providerIds']);
    const missing = await submit(sandbox, 'delete_oauth_providers', {
      userId: sandbox.bootstrap.userId,
    } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['parameters.providerIds']);
  });
});
