/**
 * `embedded-wallet-kit/react`: the provider, hooks (action -> options factory -> hook, as
 * DESIGN.md lays out) and the modal. Nothing here runs at import time, and the hooks import
 * nothing of the modal, so an app using only hooks bundles no modal code.
 * Styles: `import 'embedded-wallet-kit/styles.css'`.
 */

// The account center (issue 28)
export { AccountButton, type AccountButtonProps } from './account/accountButton.js';
export { AccountModal, type AccountModalProps } from './account/accountModal.js';
export type { AccountScreenName, AccountScreenRequest } from './account/accountScreens.js';
export type {
  AccountModalController,
  AccountModalState,
} from './account/createAccountModalController.js';
export {
  type AccountCenterStrings,
  defaultAccountStrings,
} from './account/defaultAccountStrings.js';
export { useAccountModal } from './account/useAccountModal.js';
// Provider
export type { AuthModalController, AuthModalState } from './context/createAuthModalController.js';
export type {
  WalletKitCallbacks,
  WalletKitProviderConfig,
  WalletKitUiOptions,
} from './context/walletKitProviderConfig.js';
export {
  useActivity,
  useApiKey,
  useAuthenticators,
  useEmailEvents,
  useSecrets,
  useUser,
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
// Hooks: the account center's flows, for custom UIs
export { useAddPasskey } from './hooks/useAddPasskey.js';
export type { ContactRemovalParameters } from './hooks/useContactRemoval.js';
export type { ContactUpdateParameters } from './hooks/useContactUpdate.js';
export { useEarnVaults } from './hooks/useEarnVaults.js';
export { useEmailOtp } from './hooks/useEmailOtp.js';
export { useEmbeddedWallets } from './hooks/useEmbeddedWallets.js';
export { useExport } from './hooks/useExport.js';
export { useImport } from './hooks/useImport.js';
export type { MutationParameters } from './hooks/useKitMutation.js';
export { useLinkOAuth } from './hooks/useLinkOAuth.js';
export { useLinkWallet } from './hooks/useLinkWallet.js';
export { useLogout } from './hooks/useLogout.js';
export { type OAuthLoginOptions, useOAuth } from './hooks/useOAuth.js';
export { useOAuthRedirectResult } from './hooks/useOAuthRedirectResult.js';
export {
  type OtpLoginParameters,
  useOtpLogin,
  type VerifyCodeOptions,
} from './hooks/useOtpLogin.js';
export { usePasskeyLogin } from './hooks/usePasskeyLogin.js';
export { usePasskeySignup } from './hooks/usePasskeySignup.js';
export { useRemoveEmail } from './hooks/useRemoveEmail.js';
export { useRemovePasskey } from './hooks/useRemovePasskey.js';
export { useRemovePhone } from './hooks/useRemovePhone.js';
export { useSession } from './hooks/useSession.js';
export { type SessionQueryArgs, useSessionQuery } from './hooks/useSessionQuery.js';
export { useSessionTimeLeft } from './hooks/useSessionTimeLeft.js';
// Hooks: the signed API, one per operation of the table
export { type QueryHookOptions, useSignedQuery } from './hooks/useSignedQuery.js';
export { useSignMessage } from './hooks/useSignMessage.js';
export { useSmsOtp } from './hooks/useSmsOtp.js';
export { useSubmit } from './hooks/useSubmit.js';
export { useUnlinkOAuth } from './hooks/useUnlinkOAuth.js';
export { useUnlinkWallet } from './hooks/useUnlinkWallet.js';
export { useUpdateEmail } from './hooks/useUpdateEmail.js';
export { useUpdatePhone } from './hooks/useUpdatePhone.js';
export { type UseWalletFrameOptions, useWalletFrame } from './hooks/useWalletFrame.js';
// Hooks: kit, session, configuration, logins
export { useWalletKit } from './hooks/useWalletKit.js';
export { useWalletKitConfig } from './hooks/useWalletKitConfig.js';
export { type UseWalletLoginOptions, useWalletLogin } from './hooks/useWalletLogin.js';
// Modal
export { AuthModal, type AuthModalProps } from './modal/authModal.js';
export {
  defaultStrings,
  type ModalStrings,
  type PhoneFieldStrings,
  type WalletKitStrings,
  type WalletScreenStrings,
} from './modal/defaultStrings.js';
export type { ErrorStep } from './modal/failures/describeFailure.js';
export { LoginButton, type LoginButtonProps } from './modal/loginButton.js';
export {
  type LoginMethods,
  type LoginMethodsOverrides,
  loginMethodsOf,
  type ModalMethod,
} from './modal/loginMethodsOf.js';
export { defaultPhoneStrings } from './modal/phone/defaultPhoneStrings.js';
export { E164_PATTERN } from './modal/toE164.js';
export { useAuthModal } from './modal/useAuthModal.js';
export { defaultWalletStrings } from './modal/wallets/defaultWalletStrings.js';
// Query and mutation options (for useQuery/useMutation, prefetching, loaders)
export { addPasskeyMutationOptions } from './query/addPasskeyMutationOptions.js';
export {
  type ConfirmContactVariables,
  removeContactMutationOptions,
  type SendContactCodeVariables,
  sendContactCodeMutationOptions,
  updateContactMutationOptions,
} from './query/contactMutationOptions.js';
export {
  type EarnVaultsBody,
  earnVaultsInfiniteQueryOptions,
} from './query/earnVaultsInfiniteQueryOptions.js';
export { embeddedWalletsQueryOptions } from './query/embeddedWalletsQueryOptions.js';
export { logoutMutationOptions } from './query/logoutMutationOptions.js';
export {
  type LinkOAuthVariables,
  linkOAuthMutationOptions,
  unlinkOAuthMutationOptions,
} from './query/oauthLinkMutationOptions.js';
export {
  type OAuthLoginVariables,
  oauthLoginMutationOptions,
} from './query/oauthLoginMutationOptions.js';
export { oauthRedirectResultQueryOptions } from './query/oauthRedirectResultQueryOptions.js';
export {
  type SendOtpVariables,
  sendOtpMutationOptions,
  verifyOtpMutationOptions,
} from './query/otpMutationOptions.js';
export {
  type PasskeyLoginVariables,
  type PasskeySignupVariables,
  passkeyLoginMutationOptions,
  passkeySignupMutationOptions,
} from './query/passkeyMutationOptions.js';
export {
  QUERY_KEY_ROOT,
  signedQueriesKey,
  signedQueryKey,
  walletKitConfigQueryKey,
} from './query/queryKeys.js';
export { removePasskeyMutationOptions } from './query/removePasskeyMutationOptions.js';
export type { SessionScoped } from './query/scopeToSession.js';
export {
  exportMutationOptions,
  type ImportResult,
  type ImportVariables,
  importMutationOptions,
} from './query/secretMutationOptions.js';
export { signedQueryOptions } from './query/signedQueryOptions.js';
export { signMessageMutationOptions } from './query/signMessageMutationOptions.js';
export { type SubmitHookOptions, submitMutationOptions } from './query/submitMutationOptions.js';
export { walletKitConfigQueryOptions } from './query/walletKitConfigQueryOptions.js';
export {
  linkWalletMutationOptions,
  unlinkWalletMutationOptions,
} from './query/walletLinkMutationOptions.js';
export { walletLoginMutationOptions } from './query/walletLoginMutationOptions.js';
export { WalletKitProvider, type WalletKitProviderProps } from './walletKitProvider.js';
