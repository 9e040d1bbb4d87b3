import { createImportBundle } from '../../enclave/index.js';
import type { SubmitHandler } from '../handlerTypes.js';
import type { ImportTargetRecord } from './opsRecords.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `init_import_private_key` (wire-details, "Export and import"): a fresh target key signed by
 * the enclave `signer` together with the organization and importing user, so the client can
 * check both before encrypting key material to it. The target's private half stays here.
 */
export const initImportPrivateKey: SubmitHandler<'init_import_private_key'> = ({
  ctx,
  params,
  organizationId,
  activityId,
}) => {
  requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const bundle = createImportBundle(ctx.keys.signer, {
    organizationId,
    userId: params.userId,
  });
  const target: ImportTargetRecord = {
    id: activityId,
    organizationId,
    userId: params.userId,
    targetPrivateKey: bundle.targetPrivateKey,
    createdAtMs: ctx.now(),
  };
  ctx.store.insert('importTarget', target, { organizationId, index: { userId: params.userId } });
  return { importBundle: bundle.bundle };
};
