import type { SubmitHandler } from '../handlerTypes.js';
import { issueImportTarget } from './importTargets.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `init_import_private_key` (wire-details, "Export and import"): a fresh target key signed by
 * the enclave `signer` together with the organization and importing user, so the client can
 * check both before encrypting key material to it (see `issueImportTarget`); what the client
 * seals to it goes to `import_private_key`.
 */
export const initImportPrivateKey: SubmitHandler<'init_import_private_key'> = ({
  ctx,
  params,
  organizationId,
  activityId,
}) => {
  requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  return {
    importBundle: issueImportTarget(ctx, 'privateKey', {
      organizationId,
      userId: params.userId,
      activityId,
    }),
  };
};
