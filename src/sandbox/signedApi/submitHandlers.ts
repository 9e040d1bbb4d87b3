import type { SubmitHandlers } from './handlerTypes.js';
import { createAuthenticators } from './ops/createAuthenticators.js';
import { createSessionProfile } from './ops/createSessionProfile.js';
import { createSmartContractInterface } from './ops/createSmartContractInterface.js';
import { createTvcManifestApprovals } from './ops/createTvcManifestApprovals.js';
import { createUserTag } from './ops/createUserTag.js';
import { deleteOauthProviders } from './ops/deleteOauthProviders.js';
import { deleteWebhookEndpoint } from './ops/deleteWebhookEndpoint.js';
import { earnDeployWrapper } from './ops/earnDeployWrapper.js';
import { earnDeposit } from './ops/earnDeposit.js';
import { exportSecrets } from './ops/exportSecrets.js';
import { initImportPrivateKey } from './ops/initImportPrivateKey.js';
import { recoverUser } from './ops/recoverUser.js';
import { signRawPayload } from './ops/signRawPayload.js';
import { signRawPayloads } from './ops/signRawPayloads.js';
import { stampLogin } from './ops/stampLogin.js';
import { updateUserEmail } from './ops/updateUserEmail.js';
import { upsertSwapConfig } from './ops/upsertSwapConfig.js';

/** One handler per submit operation of the table (`protocol/operations.ts`). */
export const submitHandlers: SubmitHandlers = {
  create_session_profile: createSessionProfile,
  delete_webhook_endpoint: deleteWebhookEndpoint,
  export_secrets: exportSecrets,
  recover_user: recoverUser,
  create_authenticators: createAuthenticators,
  earn_deposit: earnDeposit,
  earn_deploy_wrapper: earnDeployWrapper,
  create_smart_contract_interface: createSmartContractInterface,
  create_tvc_manifest_approvals: createTvcManifestApprovals,
  upsert_swap_config: upsertSwapConfig,
  delete_oauth_providers: deleteOauthProviders,
  create_user_tag: createUserTag,
  update_user_email: updateUserEmail,
  init_import_private_key: initImportPrivateKey,
  stamp_login: stampLogin,
  sign_raw_payload: signRawPayload,
  sign_raw_payloads: signRawPayloads,
};
