import { randomUUID } from 'node:crypto';
import { invalidField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';
import type { TvcManifestApprovalRecord } from './opsRecords.js';

/**
 * `create_tvc_manifest_approvals`: records one approval per operator for a deployment manifest,
 * answering their ids in request order. An operator approves a manifest once: a repeat within
 * the request is a 400, and so is one already recorded (it would double-count its vote).
 */
export const createTvcManifestApprovals: SubmitHandler<'create_tvc_manifest_approvals'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const seen = new Set(
    ctx.store
      .find('tvcManifestApproval', 'manifestId', params.manifestId)
      .filter((a) => a.organizationId === organizationId)
      .map((a) => a.operatorId),
  );
  for (const [i, approval] of params.approvals.entries()) {
    if (seen.has(approval.operatorId)) {
      throw invalidField(
        `parameters.approvals[${i}].operatorId`,
        `operator ${approval.operatorId} already approved manifest ${params.manifestId}`,
      );
    }
    seen.add(approval.operatorId);
  }
  const now = ctx.now();
  const approvalIds = params.approvals.map((approval) => {
    const doc: TvcManifestApprovalRecord = {
      id: randomUUID(),
      organizationId,
      manifestId: params.manifestId,
      operatorId: approval.operatorId,
      signature: approval.signature,
      createdAtMs: now,
    };
    ctx.store.insert('tvcManifestApproval', doc, {
      organizationId,
      index: { manifestId: params.manifestId },
    });
    return doc.id;
  });
  return { approvalIds };
};
