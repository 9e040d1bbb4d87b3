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

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('list_webhook_endpoints', () => {
  it('lists the seeded endpoints with their subscriptions, in the spec record shape', async () => {
    const out = await query(sandbox, 'list_webhook_endpoints', {
      organizationId: sandbox.bootstrap.organizationId,
    });
    expect(out.status).toBe(200);
    const endpoints = out.body!.webhookEndpoints;
    expect(endpoints.length).toBeGreaterThanOrEqual(2);
    for (const e of endpoints) {
      expect(Object.keys(e).sort()).toEqual([
        'endpointId',
        'isActive',
        'name',
        'organizationId',
        'subscriptions',
        'url',
      ]);
      expect(e.organizationId).toBe(sandbox.bootstrap.organizationId);
    }
    const subscriptions = endpoints.flatMap((e) => e.subscriptions ?? []);
    expect(subscriptions.map((s) => s.eventType)).toEqual(
      expect.arrayContaining(['ACTIVITY_UPDATES', 'BALANCE_CONFIRMED_UPDATES']),
    );
    const filtered = subscriptions.find((s) => s.filtersJson !== undefined);
    expect(JSON.parse(filtered!.filtersJson!)).toBeTypeOf('object');
  });

  it('shows an endpoint added through the dev endpoint, to its organization only', async () => {
    const other = await addTestOrganization(sandbox);
    const added = await devPost(sandbox, 'webhook-endpoints', {
      organizationId: other.organizationId,
      url: 'https://example.com/hook',
      name: 'Mine',
      subscriptions: [
        { eventType: 'ACTIVITY_UPDATES', filtersJson: '{"type":["ACTIVITY_TYPE_EARN_DEPOSIT"]}' },
      ],
    });
    expect(added.status).toBe(200);
    const mine = await query(
      sandbox,
      'list_webhook_endpoints',
      { organizationId: other.organizationId },
      { privateKey: other.privateKey },
    );
    expect(mine.body!.webhookEndpoints).toEqual([
      {
        endpointId: added.json.endpointId,
        organizationId: other.organizationId,
        url: 'https://example.com/hook',
        name: 'Mine',
        isActive: true,
        subscriptions: [
          { eventType: 'ACTIVITY_UPDATES', filtersJson: '{"type":["ACTIVITY_TYPE_EARN_DEPOSIT"]}' },
        ],
      },
    ]);
    const parent = await query(sandbox, 'list_webhook_endpoints', {
      organizationId: sandbox.bootstrap.organizationId,
    });
    expect(parent.body!.webhookEndpoints.map((e) => e.endpointId)).not.toContain(
      added.json.endpointId,
    );
  });

  it('refuses a body without organizationId', async () => {
    const out = await query(sandbox, 'list_webhook_endpoints', {} as never);
    expect(out.status).toBe(400);
    expect(errorFields(out)).toEqual(['organizationId']);
  });
});
