import type { SubmitHandler } from '../handlerTypes.js';
import { issueImportTarget } from './importTargets.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `init_import_wallet` (ACTIVITY_TYPE_INIT_IMPORT_WALLET, production's
 * `v1InitImportWalletIntent`): the import bundle a mnemonic is sealed to for `import_wallet`,
 * in the same signed format as `init_import_private_key`'s (see `issueImportTarget`).
 */
export const initImportWallet: SubmitHandler<'init_import_wallet'> = ({
  ctx,
  params,
  organizationId,
  activityId,
}) => {
  requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  return {
    importBundle: issueImportTarget(ctx, 'wallet', {
      organizationId,
      userId: params.userId,
      activityId,
    }),
  };
};
