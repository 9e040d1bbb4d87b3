/**
 * `embedded-wallet-kit/react/api`: one hook per operation of the signed API, made from the
 * operation table: a read hook per query (`useWallets`, `useApiKey`, ...: the body's fields and
 * `query`), a mutation hook per submit (`useEarnDeposit`, `useExportSecrets`, ...:
 * `organizationId`, `generateAppProofs`, `mutation`), `useEarnVaults` as an infinite query, and
 * what they are made of for an operation without a hook of its own (`useSessionQuery`,
 * `useSignedQuery`, `useSubmit` and their options factories). The kit's own flows (logins, the
 * account center's changes, export and import) are hand-written hooks of
 * `embedded-wallet-kit/react`.
 * A client boundary like it (`"use client"`), and it needs its `WalletKitProvider`.
 */
export {
  useActivity,
  useApiKey,
  useAuthenticators,
  useEmailEvents,
  useSecrets,
  useWalletAccounts,
  useWallets,
  useWebhookEndpoints,
  useWhoami,
} from './hooks/queryHooks.js';
export {
  useCreateAuthenticators,
  useCreateSessionProfile,
  useCreateSmartContractInterface,
  useCreateTvcManifestApprovals,
  useCreateUserTag,
  useDeleteOauthProviders,
  useDeleteWebhookEndpoint,
  useEarnDeployWrapper,
  useEarnDeposit,
  useExportSecrets,
  useInitImportPrivateKey,
  useRecoverUser,
  useUpdateUserEmail,
  useUpsertSwapConfig,
} from './hooks/submitHooks.js';
export { useEarnVaults } from './hooks/useEarnVaults.js';
export { type QueryHookParameters, useSessionQuery } from './hooks/useSessionQuery.js';
export { useSignedQuery } from './hooks/useSignedQuery.js';
export { type SubmitHookParameters, useSubmit } from './hooks/useSubmit.js';
export {
  type EarnVaultsBody,
  earnVaultsInfiniteQueryOptions,
} from './query/earnVaultsInfiniteQueryOptions.js';
export { signedQueryOptions } from './query/signedQueryOptions.js';
export { submitMutationOptions } from './query/submitMutationOptions.js';
