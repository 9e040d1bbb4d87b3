/**
 * `embedded-wallet-kit/react`: the provider, the hooks of the kit's flows (action -> options
 * factory -> hook, as DESIGN.md lays out; each takes one parameters object), the modal and the
 * account center. One hook per signed-API operation is `embedded-wallet-kit/react/api`; the hooks
 * that sign and send transactions and typed data are `embedded-wallet-kit/react/signing`. Nothing
 * here runs at import time, and the hooks import nothing of the modal, so an app using only hooks
 * bundles no modal code. Styles: `import 'embedded-wallet-kit/styles.css'`.
 */

// The account center
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
export { type ConfirmStrings, defaultConfirmStrings } from './confirm/defaultConfirmStrings.js';
// Provider
export type { AuthModalController, AuthModalState } from './context/createAuthModalController.js';
export type {
  WalletKitCallbacks,
  WalletKitColors,
  WalletKitProviderConfig,
  WalletKitUiOptions,
} from './context/walletKitProviderConfig.js';
// Hooks: the account center's flows, for custom UIs
export { useAddPasskey } from './hooks/useAddPasskey.js';
export type { ContactRemovalParameters } from './hooks/useContactRemoval.js';
export type { ContactUpdateParameters } from './hooks/useContactUpdate.js';
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
export { useRevokeSessions } from './hooks/useRevokeSessions.js';
export { useSession } from './hooks/useSession.js';
export { useSessions } from './hooks/useSessions.js';
export { useSessionTimeLeft } from './hooks/useSessionTimeLeft.js';
export { useSignedFetch } from './hooks/useSignedFetch.js';
export type { QueryHookOptions } from './hooks/useSignedQuery.js';
export { useSignMessage } from './hooks/useSignMessage.js';
export { useSmsOtp } from './hooks/useSmsOtp.js';
export { useUnlinkOAuth } from './hooks/useUnlinkOAuth.js';
export { useUnlinkWallet } from './hooks/useUnlinkWallet.js';
export { useUpdateEmail } from './hooks/useUpdateEmail.js';
export { useUpdatePhone } from './hooks/useUpdatePhone.js';
export { useUser } from './hooks/useUser.js';
export { type UseWalletFrameParameters, useWalletFrame } from './hooks/useWalletFrame.js';
// Hooks: kit, session, configuration, logins
export { useWalletKit } from './hooks/useWalletKit.js';
export { useWalletKitConfig } from './hooks/useWalletKitConfig.js';
export { type UseWalletLoginParameters, useWalletLogin } from './hooks/useWalletLogin.js';
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
  type ModalMethod,
  type OfferedLoginMethods,
  type OfferedLoginMethodsOverrides,
  offeredLoginMethods,
} from './modal/offeredLoginMethods.js';
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
export { revokeSessionsMutationOptions } from './query/revokeSessionsMutationOptions.js';
export type { SessionScoped } from './query/scopeToSession.js';
export {
  exportMutationOptions,
  type ImportResult,
  type ImportVariables,
  importMutationOptions,
} from './query/secretMutationOptions.js';
export { sessionsQueryOptions } from './query/sessionsQueryOptions.js';
export { signMessageMutationOptions } from './query/signMessageMutationOptions.js';
export { walletKitConfigQueryOptions } from './query/walletKitConfigQueryOptions.js';
export {
  linkWalletMutationOptions,
  unlinkWalletMutationOptions,
} from './query/walletLinkMutationOptions.js';
export { walletLoginMutationOptions } from './query/walletLoginMutationOptions.js';
export { WalletKitProvider, type WalletKitProviderProps } from './walletKitProvider.js';
