import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
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

describe('create_session_profile', () => {
  it('stores the profile and answers its id', async () => {
    const parameters = {
      sessionProfileName: 'Read-only dashboard',
      scope: 'SESSION_SCOPE_READ_ONLY',
      expirationSeconds: '3600',
      notes: 'for the analytics page',
    };
    const out = await submit(sandbox, 'create_session_profile', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'create_session_profile', parameters)).toEqual([]);
    expect(Object.keys(out.response!.activity.intent)).toEqual(['createSessionProfileIntent']);
    expect(Object.keys(out.result!)).toEqual(['sessionProfileId']);
    const minimal = await submit(sandbox, 'create_session_profile', {
      sessionProfileName: 'Default',
      scope: 'all',
    });
    expect(minimal.status).toBe(200);
    expect(await devRecords(sandbox, 'sessionProfile')).toEqual([
      expect.objectContaining({ id: out.result!.sessionProfileId, ...parameters }),
      {
        id: minimal.result!.sessionProfileId,
        organizationId: sandbox.bootstrap.organizationId,
        sessionProfileName: 'Default',
        scope: 'all',
        createdAtMs: expect.any(Number),
      },
    ]);
  });

  it('refuses a missing scope and a non-integer expiration; ignores generateAppProofs (leniency)', async () => {
    const missing = await submit(sandbox, 'create_session_profile', {
      sessionProfileName: 'x',
    } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['parameters.scope']);
    const badExpiry = await submit(sandbox, 'create_session_profile', {
      sessionProfileName: 'x',
      scope: 'y',
      expirationSeconds: '1h',
    });
    expect(badExpiry.status).toBe(400);
    expect(errorFields(badExpiry)).toEqual(['parameters.expirationSeconds']);
    const proofs = await submit(
      sandbox,
      'create_session_profile',
      { sessionProfileName: 'x', scope: 'y' },
      { generateAppProofs: false },
    );
    // The production client sends `generateAppProofs: false` on every submit: accepted, ignored.
    expect(proofs.status).toBe(200);
    expect(proofs.response?.appProofs).toBeUndefined();
    const wrongType = await submit(
      sandbox,
      'create_session_profile',
      { sessionProfileName: 'x', scope: 'y' },
      { generateAppProofs: 'no' as never },
    );
    expect(errorFields(wrongType)).toEqual(['generateAppProofs']);
  });
});
