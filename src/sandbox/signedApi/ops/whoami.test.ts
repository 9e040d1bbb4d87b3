import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createTestSandbox,
  query,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('whoami', () => {
  it('answers the stamping user and its organization', async () => {
    const { organizationId, userId } = sandbox.bootstrap;
    const out = await query(sandbox, 'whoami', { organizationId });
    expect(out.body).toEqual({
      organizationId,
      organizationName: expect.any(String),
      userId,
      username: expect.any(String),
    });
  });

  it("lets a sub-organization's user name the parent, as production does, and nothing else", async () => {
    const sub = await addTestOrganization(sandbox);
    const viaParent = await query(
      sandbox,
      'whoami',
      { organizationId: sandbox.bootstrap.organizationId },
      { privateKey: sub.privateKey },
    );
    expect(viaParent.body).toMatchObject({
      organizationId: sub.organizationId,
      userId: sub.userId,
      username: 'Test user',
    });
    const other = await addTestOrganization(sandbox, { parentOrganizationId: null });
    const foreign = await query(
      sandbox,
      'whoami',
      { organizationId: other.organizationId },
      { privateKey: sub.privateKey },
    );
    expect(foreign.status).toBe(401);
    expect(foreign.error?.message).toContain(
      'could not find public key in organization or its parent organization',
    );
    // The parent's key asking about a sub-organization is not "who am I": refused too.
    const down = await query(sandbox, 'whoami', { organizationId: sub.organizationId });
    expect(down.status).toBe(401);
  });
});
