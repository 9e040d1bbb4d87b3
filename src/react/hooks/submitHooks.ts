import type { SubmitHookOptions } from '../query/submitMutationOptions.js';
import { useSubmit } from './useSubmit.js';

/*
 * One mutation hook per submit operation of the spec ("Submit operations"), each made from the
 * operation table by `useSubmit`: `mutate(parameters)` answers `{activity, result, appProofs}`.
 * The organization defaults to the session's (`options.organizationId` to override).
 */

/** `create_session_profile`: Creates a session profile (a named scope and lifetime for later logins). */
export const useCreateSessionProfile = (options?: SubmitHookOptions) =>
  useSubmit('create_session_profile', options);

/** `delete_webhook_endpoint`: Deletes a webhook endpoint; refreshes `useWebhookEndpoints`. */
export const useDeleteWebhookEndpoint = (options?: SubmitHookOptions) =>
  useSubmit('delete_webhook_endpoint', options);

/** `export_secrets`: Exports secrets encrypted to client keys (decrypt with `decryptExportBundle`). */
export const useExportSecrets = (options?: SubmitHookOptions) =>
  useSubmit('export_secrets', options);

/** `recover_user`: Adds a recovery authenticator to a user; refreshes `useAuthenticators`. */
export const useRecoverUser = (options?: SubmitHookOptions) => useSubmit('recover_user', options);

/** `create_authenticators`: Adds passkeys to a user; refreshes `useAuthenticators`. */
export const useCreateAuthenticators = (options?: SubmitHookOptions) =>
  useSubmit('create_authenticators', options);

/** `earn_deposit`: Deposits into a deployed vault wrapper; refreshes `useEarnVaults`. */
export const useEarnDeposit = (options?: SubmitHookOptions) => useSubmit('earn_deposit', options);

/** `earn_deploy_wrapper`: Deploys a vault wrapper (enables the vault); refreshes `useEarnVaults`. */
export const useEarnDeployWrapper = (options?: SubmitHookOptions) =>
  useSubmit('earn_deploy_wrapper', options);

/** `create_smart_contract_interface`: Stores a contract ABI or program IDL (at most 400 KB). */
export const useCreateSmartContractInterface = (options?: SubmitHookOptions) =>
  useSubmit('create_smart_contract_interface', options);

/** `create_tvc_manifest_approvals`: Approves a deployment manifest. */
export const useCreateTvcManifestApprovals = (options?: SubmitHookOptions) =>
  useSubmit('create_tvc_manifest_approvals', options);

/** `upsert_swap_config`: Sets the swap fee configuration. */
export const useUpsertSwapConfig = (options?: SubmitHookOptions) =>
  useSubmit('upsert_swap_config', options);

/** `delete_oauth_providers`: Removes OAuth providers from a user. */
export const useDeleteOauthProviders = (options?: SubmitHookOptions) =>
  useSubmit('delete_oauth_providers', options);

/** `create_user_tag`: Creates a user tag. */
export const useCreateUserTag = (options?: SubmitHookOptions) =>
  useSubmit('create_user_tag', options);

/** `update_user_email`: Changes (or, with an empty string, removes) a user's e-mail. */
export const useUpdateUserEmail = (options?: SubmitHookOptions) =>
  useSubmit('update_user_email', options);

/** `init_import_private_key`: Starts a private-key import (answers the enclave-signed import bundle). */
export const useInitImportPrivateKey = (options?: SubmitHookOptions) =>
  useSubmit('init_import_private_key', options);
