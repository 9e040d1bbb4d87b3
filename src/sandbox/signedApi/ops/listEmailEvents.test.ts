import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createTestSandbox,
  errorFields,
  query,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;
let organizationId: string;
const email = 'admin@sandbox.local';

beforeAll(async () => {
  sandbox = await createTestSandbox();
  organizationId = sandbox.bootstrap.organizationId;
});
afterAll(() => sandbox.close());

describe('list_email_events', () => {
  it("lists the recipient's events most recent first, in the spec record shape", async () => {
    const out = await query(sandbox, 'list_email_events', {
      organizationId,
      email,
      paginationOptions: { limit: '100' },
    });
    expect(out.status).toBe(200);
    const events = out.body!.emailEvents;
    expect(events.length).toBeGreaterThanOrEqual(5);
    const times = events.map((e) => Number(e.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const e of events) {
      expect(e.toAddress).toBe(email);
      expect(e.organizationId).toBe(organizationId);
      for (const field of [
        'id',
        'messageId',
        'eventType',
        'fromAddress',
        'timestamp',
        'createdAt',
      ] as const) {
        expect(typeof e[field]).toBe('string');
      }
      expect(e.details).toBeTypeOf('object');
    }
    // Several events share one provider message id.
    expect(new Set(events.map((e) => e.messageId)).size).toBeLessThan(events.length);
    const delivery = events.find((e) => e.eventType === 'Delivery');
    expect(delivery!.details.deliverySmtpResponse).toMatch(/^250/);
  });

  it('filters by eventType, matches the address in any case, and pages', async () => {
    const bounces = await query(sandbox, 'list_email_events', {
      organizationId,
      email: 'Nobody@Sandbox.local',
      eventType: 'Bounce',
    });
    expect(bounces.body!.emailEvents).toHaveLength(1);
    expect(bounces.body!.emailEvents[0]!.details).toMatchObject({ bounceType: 'Permanent' });
    const all = (
      await query(sandbox, 'list_email_events', {
        organizationId,
        email,
        paginationOptions: { limit: '100' },
      })
    ).body!.emailEvents;
    const page1 = await query(sandbox, 'list_email_events', {
      organizationId,
      email,
      paginationOptions: { limit: '2' },
    });
    const page2 = await query(sandbox, 'list_email_events', {
      organizationId,
      email,
      paginationOptions: { limit: '2', after: page1.body!.emailEvents[1]!.id },
    });
    expect([...page1.body!.emailEvents, ...page2.body!.emailEvents]).toEqual(all.slice(0, 4));
    const none = await query(sandbox, 'list_email_events', {
      organizationId,
      email: 'stranger@example.com',
    });
    expect(none.body).toEqual({ emailEvents: [] });
  });

  it('does not show events of another organization', async () => {
    const other = await addTestOrganization(sandbox);
    const out = await query(
      sandbox,
      'list_email_events',
      { organizationId: other.organizationId, email },
      { privateKey: other.privateKey },
    );
    expect(out.body).toEqual({ emailEvents: [] });
  });

  it('refuses a missing email, an event type not in the enum, limit 0 and 101', async () => {
    const missing = await query(sandbox, 'list_email_events', { organizationId } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['email']);
    const badType = await query(sandbox, 'list_email_events', {
      organizationId,
      email,
      eventType: 'Open',
    } as never);
    expect(badType.status).toBe(400);
    expect(errorFields(badType)).toEqual(['eventType']);
    for (const limit of ['0', '101']) {
      const bad = await query(sandbox, 'list_email_events', {
        organizationId,
        email,
        paginationOptions: { limit },
      });
      expect(bad.status).toBe(400);
      expect(errorFields(bad)).toEqual(['paginationOptions.limit']);
    }
  });
});
