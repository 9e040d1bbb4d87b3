import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createTestSandbox,
  errorFields,
  query,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('get_activity', () => {
  it('answers an activity as its submit answered it, to its own organization only', async () => {
    const { organizationId } = sandbox.bootstrap;
    const created = await submit(sandbox, 'create_session_profile', {
      sessionProfileName: 'p',
      scope: 's',
    });
    const activity = created.response!.activity;
    const out = await query(sandbox, 'get_activity', { organizationId, activityId: activity.id });
    expect(out.body).toEqual({ activity });
    const other = await addTestOrganization(sandbox);
    const foreign = await query(
      sandbox,
      'get_activity',
      { organizationId: other.organizationId, activityId: activity.id },
      { privateKey: other.privateKey },
    );
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(['activityId']);
  });
});
