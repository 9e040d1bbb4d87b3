import type { SubmitHandlers } from './handlerTypes.js';
import { createApiKeys } from './ops/createApiKeys.js';
import { createAuthenticators } from './ops/createAuthenticators.js';
import { createOauthProviders } from './ops/createOauthProviders.js';
import { createSessionProfile } from './ops/createSessionProfile.js';
import { createSmartContractInterface } from './ops/createSmartContractInterface.js';
import { createTvcManifestApprovals } from './ops/createTvcManifestApprovals.js';
import { createUserTag } from './ops/createUserTag.js';
import { deleteApiKeys } from './ops/deleteApiKeys.js';
import { deleteAuthenticators } from './ops/deleteAuthenticators.js';
import { deleteOauthProviders } from './ops/deleteOauthProviders.js';
import { deleteWebhookEndpoint } from './ops/deleteWebhookEndpoint.js';
import { earnDeployWrapper } from './ops/earnDeployWrapper.js';
import { earnDeposit } from './ops/earnDeposit.js';
import { exportPrivateKey } from './ops/exportPrivateKey.js';
import { exportSecrets } from './ops/exportSecrets.js';
import { exportWallet } from './ops/exportWallet.js';
import { exportWalletAccount } from './ops/exportWalletAccount.js';
import { importPrivateKey } from './ops/importPrivateKey.js';
import { importWallet } from './ops/importWallet.js';
import { initImportPrivateKey } from './ops/initImportPrivateKey.js';
import { initImportWallet } from './ops/initImportWallet.js';
import { recoverUser } from './ops/recoverUser.js';
import { signRawPayload } from './ops/signRawPayload.js';
import { signRawPayloads } from './ops/signRawPayloads.js';
import { signTransaction } from './ops/signTransaction.js';
import { stampLogin } from './ops/stampLogin.js';
import { updateUserEmail } from './ops/updateUserEmail.js';
import { updateUserPhoneNumber } from './ops/updateUserPhoneNumber.js';
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
  delete_authenticators: deleteAuthenticators,
  update_user_phone_number: updateUserPhoneNumber,
  create_oauth_providers: createOauthProviders,
  create_api_keys: createApiKeys,
  delete_api_keys: deleteApiKeys,
  export_wallet: exportWallet,
  export_wallet_account: exportWalletAccount,
  export_private_key: exportPrivateKey,
  init_import_wallet: initImportWallet,
  import_wallet: importWallet,
  import_private_key: importPrivateKey,
  stamp_login: stampLogin,
  sign_raw_payload: signRawPayload,
  sign_raw_payloads: signRawPayloads,
  sign_transaction: signTransaction,
};
