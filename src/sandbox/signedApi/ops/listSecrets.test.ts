import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createTestSandbox,
  devPost,
  errorFields,
  query,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;
let organizationId: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  organizationId = sandbox.bootstrap.organizationId;
});
afterAll(() => sandbox.close());

describe('list_secrets', () => {
  it('lists secret metadata, most recently created first, without plaintext', async () => {
    const added = await devPost(sandbox, 'secrets', {
      organizationId,
      name: 'Newest',
      plaintext: 'hunter2',
      staticProperties: [{ key: 'team', value: 'payments' }],
    });
    const out = await query(sandbox, 'list_secrets', {
      organizationId,
      paginationOptions: { limit: '100' },
    });
    expect(out.status).toBe(200);
    const secrets = out.body!.secrets;
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    expect(secrets[0]).toEqual({
      secretId: added.json.secretId,
      name: 'Newest',
      staticProperties: [{ key: 'team', value: 'payments' }],
      createdAtUnixMs: expect.stringMatching(/^\d+$/),
    });
    const times = secrets.map((s) => Number(s.createdAtUnixMs));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(JSON.stringify(out.body)).not.toContain('hunter2');
  });

  it('pages with before/after cursors and refuses limit 0, 101 and unknown cursors', async () => {
    const all = (
      await query(sandbox, 'list_secrets', { organizationId, paginationOptions: { limit: '100' } })
    ).body!.secrets;
    const first = await query(sandbox, 'list_secrets', {
      organizationId,
      paginationOptions: { limit: '2' },
    });
    expect(first.body!.secrets).toEqual(all.slice(0, 2));
    const next = await query(sandbox, 'list_secrets', {
      organizationId,
      paginationOptions: { limit: '2', after: all[1]!.secretId },
    });
    expect(next.body!.secrets).toEqual(all.slice(2, 4));
    const back = await query(sandbox, 'list_secrets', {
      organizationId,
      paginationOptions: { limit: '1', before: all[2]!.secretId },
    });
    expect(back.body!.secrets).toEqual(all.slice(1, 2));
    for (const limit of ['0', '101']) {
      const bad = await query(sandbox, 'list_secrets', {
        organizationId,
        paginationOptions: { limit },
      });
      expect(bad.status).toBe(400);
      expect(errorFields(bad)).toEqual(['paginationOptions.limit']);
    }
    const unknown = await query(sandbox, 'list_secrets', {
      organizationId,
      paginationOptions: { after: 'nope' },
    });
    expect(unknown.status).toBe(400);
    expect(errorFields(unknown)).toEqual(['paginationOptions.after']);
  });

  it("lists only the organization's own secrets; the parent's key may read a sub-organization", async () => {
    const sub = await addTestOrganization(sandbox);
    const empty = await query(
      sandbox,
      'list_secrets',
      { organizationId: sub.organizationId },
      { privateKey: sub.privateKey },
    );
    expect(empty.body).toEqual({ secrets: [] });
    await devPost(sandbox, 'secrets', {
      organizationId: sub.organizationId,
      name: 'Sub secret',
      plaintext: 'x',
    });
    const byParent = await query(sandbox, 'list_secrets', { organizationId: sub.organizationId });
    expect(byParent.body!.secrets.map((s) => s.name)).toEqual(['Sub secret']);
  });
});
