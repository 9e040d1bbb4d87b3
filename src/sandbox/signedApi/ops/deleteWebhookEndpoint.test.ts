import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  devPost,
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

const listIds = async () =>
  (
    await query(sandbox, 'list_webhook_endpoints', {
      organizationId: sandbox.bootstrap.organizationId,
    })
  ).body!.webhookEndpoints.map((e) => e.endpointId);

describe('delete_webhook_endpoint', () => {
  it('removes the endpoint from list_webhook_endpoints (spec "Events" 3)', async () => {
    const before = await listIds();
    const endpointId = before[0]!;
    const out = await submit(sandbox, 'delete_webhook_endpoint', { endpointId });
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'delete_webhook_endpoint', { endpointId })).toEqual(
      [],
    );
    expect(Object.keys(out.response!.activity.intent)).toEqual(['deleteWebhookEndpointIntent']);
    expect(out.result).toEqual({ endpointId });
    expect(await listIds()).toEqual(before.slice(1));
  });

  it('answers 404 for an unknown endpoint, an already deleted one, and one of another organization', async () => {
    const unknown = await submit(sandbox, 'delete_webhook_endpoint', {
      endpointId: 'no-such-endpoint',
    });
    expect(unknown.status).toBe(404);
    expect(errorFields(unknown)).toEqual(['parameters.endpointId']);
    const [endpointId] = await listIds();
    const at = sandbox.context.now();
    const remove = (timestampMs: number) =>
      submit(sandbox, 'delete_webhook_endpoint', { endpointId: endpointId! }, { timestampMs });
    expect((await remove(at)).status).toBe(200);
    // A second request, not a resend: the same bytes (in the same millisecond) are the same
    // activity, answered again.
    expect((await remove(at + 1)).status).toBe(404);
    expect((await remove(at)).status).toBe(200);
    const other = await addTestOrganization(sandbox);
    const added = await devPost(sandbox, 'webhook-endpoints', {
      organizationId: other.organizationId,
      url: 'https://example.com/other',
      name: 'Other',
    });
    const foreign = await submit(sandbox, 'delete_webhook_endpoint', {
      endpointId: added.json.endpointId as string,
    });
    expect(foreign.status).toBe(404);
    const stillThere = await query(sandbox, 'list_webhook_endpoints', {
      organizationId: other.organizationId,
    });
    expect(stillThere.body!.webhookEndpoints).toHaveLength(1);
  });
});
