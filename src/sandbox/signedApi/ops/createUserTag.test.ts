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

describe('create_user_tag', () => {
  it('stores the tag with its members and answers its id and members', async () => {
    const parameters = { userTagName: 'Treasury approvers', userIds: [sandbox.bootstrap.userId] };
    const out = await submit(sandbox, 'create_user_tag', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'create_user_tag', parameters)).toEqual([]);
    expect(Object.keys(out.response!.activity.intent)).toEqual(['createUserTagIntent']);
    expect(out.result).toEqual({
      userTagId: expect.any(String),
      userIds: [sandbox.bootstrap.userId],
    });
    expect(await devRecords(sandbox, 'userTag')).toEqual([
      expect.objectContaining({
        id: out.result!.userTagId,
        userTagName: 'Treasury approvers',
        userIds: [sandbox.bootstrap.userId],
      }),
    ]);
    const empty = await submit(sandbox, 'create_user_tag', {
      userTagName: 'Nobody yet',
      userIds: [],
    });
    expect(empty.status).toBe(200);
  });

  it('refuses a member outside the organization (404), a repeated member, a taken name (409), a missing name', async () => {
    const other = await addTestOrganization(sandbox);
    const foreign = await submit(sandbox, 'create_user_tag', {
      userTagName: 'Mixed',
      userIds: [sandbox.bootstrap.userId, other.userId],
    });
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(['parameters.userIds[1]']);
    const repeated = await submit(sandbox, 'create_user_tag', {
      userTagName: 'Twice',
      userIds: [sandbox.bootstrap.userId, sandbox.bootstrap.userId],
    });
    expect(repeated.status).toBe(400);
    expect(errorFields(repeated)).toEqual(['parameters.userIds[1]']);
    const taken = await submit(sandbox, 'create_user_tag', {
      userTagName: 'Treasury approvers',
      userIds: [],
    });
    expect(taken.status).toBe(409);
    expect(errorFields(taken)).toEqual(['parameters.userTagName']);
    // Names are per organization: another organization may use the same one.
    const elsewhere = await submit(
      sandbox,
      'create_user_tag',
      { userTagName: 'Treasury approvers', userIds: [other.userId] },
      { organizationId: other.organizationId, privateKey: other.privateKey },
    );
    expect(elsewhere.status).toBe(200);
    const missing = await submit(sandbox, 'create_user_tag', { userIds: [] } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['parameters.userTagName']);
  });
});
