import { type SubmitHookParameters, useSubmit } from './useSubmit.js';

/*
 * One mutation hook per submit operation of the spec ("Submit operations"), each made from the
 * operation table by `useSubmit`: `mutate(parameters)` answers `{activity, result, appProofs}`.
 * Each takes one parameters object: `organizationId` (default: the session's),
 * `generateAppProofs`, and `mutation` (TanStack options of the mutation).
 */

/**
 * `create_session_profile`: Creates a session profile (a named scope and lifetime for later
 * logins).
 */
export const useCreateSessionProfile = (
  parameters: SubmitHookParameters<'create_session_profile'> = {},
) => useSubmit({ ...parameters, operation: 'create_session_profile' });

/** `delete_webhook_endpoint`: Deletes a webhook endpoint; refreshes `useWebhookEndpoints`. */
export const useDeleteWebhookEndpoint = (
  parameters: SubmitHookParameters<'delete_webhook_endpoint'> = {},
) => useSubmit({ ...parameters, operation: 'delete_webhook_endpoint' });

/**
 * `export_secrets`: Exports secrets encrypted to client keys (decrypt with `decryptExportBundle`).
 */
export const useExportSecrets = (parameters: SubmitHookParameters<'export_secrets'> = {}) =>
  useSubmit({ ...parameters, operation: 'export_secrets' });

/** `recover_user`: Adds a recovery authenticator to a user; refreshes `useAuthenticators`. */
export const useRecoverUser = (parameters: SubmitHookParameters<'recover_user'> = {}) =>
  useSubmit({ ...parameters, operation: 'recover_user' });

/** `create_authenticators`: Adds passkeys to a user; refreshes `useAuthenticators`. */
export const useCreateAuthenticators = (
  parameters: SubmitHookParameters<'create_authenticators'> = {},
) => useSubmit({ ...parameters, operation: 'create_authenticators' });

/** `earn_deposit`: Deposits into a deployed vault wrapper; refreshes `useEarnVaults`. */
export const useEarnDeposit = (parameters: SubmitHookParameters<'earn_deposit'> = {}) =>
  useSubmit({ ...parameters, operation: 'earn_deposit' });

/**
 * `earn_deploy_wrapper`: Deploys a vault wrapper (enables the vault); refreshes `useEarnVaults`.
 */
export const useEarnDeployWrapper = (
  parameters: SubmitHookParameters<'earn_deploy_wrapper'> = {},
) => useSubmit({ ...parameters, operation: 'earn_deploy_wrapper' });

/** `create_smart_contract_interface`: Stores a contract ABI or program IDL (at most 400 KB). */
export const useCreateSmartContractInterface = (
  parameters: SubmitHookParameters<'create_smart_contract_interface'> = {},
) => useSubmit({ ...parameters, operation: 'create_smart_contract_interface' });

/** `create_tvc_manifest_approvals`: Approves a deployment manifest. */
export const useCreateTvcManifestApprovals = (
  parameters: SubmitHookParameters<'create_tvc_manifest_approvals'> = {},
) => useSubmit({ ...parameters, operation: 'create_tvc_manifest_approvals' });

/** `upsert_swap_config`: Sets the swap fee configuration. */
export const useUpsertSwapConfig = (parameters: SubmitHookParameters<'upsert_swap_config'> = {}) =>
  useSubmit({ ...parameters, operation: 'upsert_swap_config' });

/** `delete_oauth_providers`: Removes OAuth providers from a user. */
export const useDeleteOauthProviders = (
  parameters: SubmitHookParameters<'delete_oauth_providers'> = {},
) => useSubmit({ ...parameters, operation: 'delete_oauth_providers' });

/** `create_user_tag`: Creates a user tag. */
export const useCreateUserTag = (parameters: SubmitHookParameters<'create_user_tag'> = {}) =>
  useSubmit({ ...parameters, operation: 'create_user_tag' });

/** `update_user_email`: Changes (or, with an empty string, removes) a user's e-mail. */
export const useUpdateUserEmail = (parameters: SubmitHookParameters<'update_user_email'> = {}) =>
  useSubmit({ ...parameters, operation: 'update_user_email' });

/**
 * `init_import_private_key`: Starts a private-key import (answers the enclave-signed import
 * bundle).
 */
export const useInitImportPrivateKey = (
  parameters: SubmitHookParameters<'init_import_private_key'> = {},
) => useSubmit({ ...parameters, operation: 'init_import_private_key' });
