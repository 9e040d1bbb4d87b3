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

describe('create_tvc_manifest_approvals', () => {
  it('records one approval per operator, answering ids in request order', async () => {
    const parameters = {
      manifestId: 'manifest-2024-06-01',
      approvals: [
        { operatorId: 'operator-a', signature: 'a1'.repeat(32) },
        { operatorId: 'operator-b', signature: 'b2'.repeat(32) },
      ],
    };
    const out = await submit(sandbox, 'create_tvc_manifest_approvals', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'create_tvc_manifest_approvals', parameters)).toEqual(
      [],
    );
    expect(Object.keys(out.response!.activity.intent)).toEqual([
      'createTvcManifestApprovalsIntent',
    ]);
    expect(out.result!.approvalIds).toHaveLength(2);
    const stored = await devRecords(sandbox, 'tvcManifestApproval');
    expect(stored.map((a) => [a.id, a.operatorId, a.manifestId])).toEqual([
      [out.result!.approvalIds[0], 'operator-a', 'manifest-2024-06-01'],
      [out.result!.approvalIds[1], 'operator-b', 'manifest-2024-06-01'],
    ]);
  });

  it('refuses an operator approving twice, no approvals, a missing signature; ignores generateAppProofs', async () => {
    const again = await submit(sandbox, 'create_tvc_manifest_approvals', {
      manifestId: 'manifest-2024-06-01',
      approvals: [{ operatorId: 'operator-a', signature: 'cc' }],
    });
    expect(again.status).toBe(400);
    expect(errorFields(again)).toEqual(['parameters.approvals[0].operatorId']);
    const repeated = await submit(sandbox, 'create_tvc_manifest_approvals', {
      manifestId: 'manifest-2',
      approvals: [
        { operatorId: 'operator-c', signature: 'cc' },
        { operatorId: 'operator-c', signature: 'dd' },
      ],
    });
    expect(repeated.status).toBe(400);
    expect(errorFields(repeated)).toEqual(['parameters.approvals[1].operatorId']);
    const none = await submit(sandbox, 'create_tvc_manifest_approvals', {
      manifestId: 'm',
      approvals: [],
    });
    expect(none.status).toBe(400);
    expect(errorFields(none)).toEqual(['parameters.approvals']);
    const unsigned = await submit(sandbox, 'create_tvc_manifest_approvals', {
      manifestId: 'm',
      approvals: [{ operatorId: 'o' }],
    } as never);
    expect(unsigned.status).toBe(400);
    expect(errorFields(unsigned)).toEqual(['parameters.approvals[0].signature']);
    const proofs = await submit(
      sandbox,
      'create_tvc_manifest_approvals',
      { manifestId: 'm', approvals: [{ operatorId: 'o', signature: 's' }] },
      { generateAppProofs: true },
    );
    // A leniency for the production client: accepted, and no app proofs are made.
    expect(proofs.status).toBe(200);
    expect(proofs.response?.appProofs).toBeUndefined();
  });
});
