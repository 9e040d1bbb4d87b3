/**
 * `embedded-wallet-kit`: the framework-free core. Tree-shakeable: nothing here runs at import
 * time (no `window`, `indexedDB` or `localStorage` is touched until a kit is created), and
 * flows are plain functions taking the kit, so an app bundles only the ones it calls.
 */

// Wire types users meet in results
export type {
  ProxyBody,
  ProxyName,
  ProxyResponse,
  QueryBody,
  QueryName,
  QueryResponse,
  SubmitName,
  SubmitParams,
  SubmitResult,
} from '../protocol/operations.js';
export type {
  Activity,
  ActivityResponse,
  AppProof,
  BootProof,
} from '../protocol/records.js';
// The account center's actions: login methods, e-mail and phone
export { type AddPasskeyArgs, addPasskey } from './actions/addPasskey.js';
// The isolated frame: export and import without the secret in this page
export { type BeginImportArgs, beginImport } from './actions/beginImport.js';
export {
  type CompleteOAuthRedirectOptions,
  completeOAuthRedirect,
} from './actions/completeOAuthRedirect.js';
export { contactsVerifiedHere } from './actions/contactsVerifiedHere.js';
// Requests to the app's own backend, signed with the session key (embedded-wallet-kit/server checks
// them)
export { createSignedFetch, type SignedFetch } from './actions/createSignedFetch.js';
export { createSignedRequest } from './actions/createSignedRequest.js';
export { deviceName } from './actions/deviceName.js';
export { embeddedAccount } from './actions/embeddedAccount.js';
export { type ExportTarget, type ExportWalletArgs, exportWallet } from './actions/exportWallet.js';
export { type ImportPrivateKeyArgs, importPrivateKey } from './actions/importPrivateKey.js';
export {
  DEFAULT_IMPORT_ACCOUNTS,
  type ImportWalletArgs,
  importWallet,
} from './actions/importWallet.js';
export { type InitOtpArgs, initOtp, type OtpHandle } from './actions/initOtp.js';
export { type LinkOAuthArgs, linkOAuth } from './actions/linkOAuth.js';
export { type LinkOAuthWithPopupArgs, linkOAuthWithPopup } from './actions/linkOAuthWithPopup.js';
export { type LinkedWallet, type LinkWalletArgs, linkWallet } from './actions/linkWallet.js';
export { type EmbeddedWallet, listEmbeddedWallets } from './actions/listEmbeddedWallets.js';
export { type ActiveSession, listSessions } from './actions/listSessions.js';
export { type LoginWithOAuthArgs, loginWithOAuthPopup } from './actions/loginWithOAuthPopup.js';
export { type LoginWithOidcTokenArgs, loginWithOidcToken } from './actions/loginWithOidcToken.js';
export { type LoginWithPasskeyArgs, loginWithPasskey } from './actions/loginWithPasskey.js';
export { logout } from './actions/logout.js';
export { pendingOAuthRedirect } from './actions/pendingOAuthRedirect.js';
// Signing and sending from the embedded wallet, with the confirmation screen
export {
  type EthereumTransactionRequest,
  type PrepareTransactionArgs,
  prepareTransaction,
} from './actions/prepareTransaction.js';
export { refreshSession } from './actions/refreshSession.js';
export { removeEmail } from './actions/removeEmail.js';
export { type RemovePasskeyArgs, removePasskey } from './actions/removePasskey.js';
export { removePhone } from './actions/removePhone.js';
export {
  type ResumeOAuthRedirectArgs,
  resumeOAuthRedirect,
} from './actions/resumeOAuthRedirect.js';
export { type RevokeSessionsArgs, revokeSessions } from './actions/revokeSessions.js';
export { type SendContactCodeArgs, sendContactCode } from './actions/sendContactCode.js';
export {
  type SendTransactionArgs,
  type SentTransaction,
  sendTransaction,
} from './actions/sendTransaction.js';
export {
  type SignAuthorizationArgs,
  type SignedAuthorization,
  signAuthorization,
} from './actions/signAuthorization.js';
export {
  type MessageSignature,
  type SignMessageArgs,
  signMessage,
} from './actions/signMessage.js';
export {
  type SignedRequestHeaders,
  type SignRequestArgs,
  signRequest,
} from './actions/signRequest.js';
export {
  type SignedTransaction,
  type SignTransactionArgs,
  signTransaction,
} from './actions/signTransaction.js';
export { type SignTypedDataArgs, signTypedData } from './actions/signTypedData.js';
export { type SignupWithPasskeyArgs, signupWithPasskey } from './actions/signupWithPasskey.js';
export { type StartOAuthRedirectArgs, startOAuthRedirect } from './actions/startOAuthRedirect.js';
export { type UnlinkOAuthArgs, unlinkOAuth } from './actions/unlinkOAuth.js';
export { type UnlinkWalletArgs, unlinkWallet } from './actions/unlinkWallet.js';
export { type UpdateEmailArgs, updateEmail } from './actions/updateEmail.js';
export { type UpdatePhoneArgs, updatePhone } from './actions/updatePhone.js';
export {
  type LoginMethod,
  userLoginMethods,
  WALLET_KEY_PREFIX,
} from './actions/userLoginMethods.js';
export { type VerifyContactCodeArgs, verifyContactCode } from './actions/verifyContactCode.js';
export { type VerifyOtpArgs, verifyOtp } from './actions/verifyOtp.js';
// The kit
export type { AuthProxyCalls } from './clients/authProxyCalls.js';
export type { CallOptions } from './clients/callOptions.js';
export type { CamelCase } from './clients/camelCase.js';
export {
  type AuthProxyClient,
  type AuthProxyClientOptions,
  type AuthProxyMethods,
  createAuthProxyClient,
} from './clients/createAuthProxyClient.js';
export {
  createSignedApiClient,
  type SignedApiClient,
  type SignedApiClientOptions,
  type SignedApiMethods,
} from './clients/createSignedApiClient.js';
export { loadSubmitRoutes, type SubmitRoute } from './clients/loadSubmitRoutes.js';
export type {
  QueryOptions,
  SignedApiCalls,
  SubmitActivity,
  SubmitOptions,
  SubmitOutcome,
} from './clients/signedApiCalls.js';
export { createWalletKit, type WalletKitOptions } from './createWalletKit.js';
export type { CryptoLike } from './crypto/cryptoLike.js';
// Checks of what the service signs, and the keys they pin
export {
  type AddressDerivationProofPayload,
  type AppProofExpectation,
  type AttestationPolicy,
  type AttestationVerifier,
  type CheckImportBundleArgs,
  checkImportBundle,
  createPkcePair,
  type DecryptExportBundleArgs,
  decryptExportBundle,
  type EncryptToImportBundleArgs,
  type ExportTargetKeyPair,
  encryptToImportBundle,
  generateExportTargetKeyPair,
  generateSessionKeyPair,
  loadAttestationVerifier,
  oauthNonce,
  type PkcePair,
  parseJwt,
  productionTrustedKeys,
  publicKeyHex,
  randomState,
  type SessionJwtClaims,
  type TrustedKeys,
  type VerificationTokenClaims,
  type VerifiedAppProof,
  type VerifiedAttestation,
  type VerifyAppProofArgs,
  verifyAppProof,
  verifySessionJwt,
  verifySignedEnvelope,
  verifyVerificationToken,
} from './crypto/index.js';
// Errors
export {
  CryptoCheckError,
  type CryptoCheckErrorCode,
  isKitError,
  KitError,
  type KitErrorCode,
  type KitErrorOptions,
  ProxyError,
  SignedApiError,
  StampError,
  TransportError,
  type TransportErrorCode,
  WalletError,
  type WalletErrorCode,
  WebAuthnError,
  type WebAuthnErrorCode,
} from './errors/index.js';
export {
  createFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
  type FrameRequestOptions,
} from './frame/createFrameChannel.js';
export { FrameError, type FrameErrorCode } from './frame/frameError.js';
export {
  type OpenWalletFrameOptions,
  openWalletFrame,
  type WalletFrame,
} from './frame/openWalletFrame.js';
// Sessions and keys
export {
  createIndexedDbKeyStore,
  type IndexedDbKeyStoreOptions,
} from './keys/createIndexedDbKeyStore.js';
export { createMemoryKeyStore } from './keys/createMemoryKeyStore.js';
export type { KeyStore, StoredKey } from './keys/keyStore.js';
export { loadWallets, type WalletsModule } from './loadWallets.js';
// What the login actions (actions/) take and answer, and the kit-held state of logins
export { type CeremonyGuard, createCeremonyGuard } from './login/ceremonyGuard.js';
export type { AccountIdentity, KnownAccounts } from './login/knownAccounts.js';
export type {
  CreatedWallet,
  LoginResult,
  SignupOptions,
  WalletParams,
} from './login/loginResult.js';
export { preloadOAuth } from './oauth/loadOAuthCeremonies.js';
export type { OAuthRedirectResult } from './oauth/oauthMessages.js';
export {
  browserOAuthPopup,
  type OAuthMessageEvent,
  type OAuthPopup,
  type OAuthPopupPort,
} from './oauth/oauthPorts.js';
export {
  type OAuthProviderInfo,
  type OAuthProviderName,
  oauthProviders,
} from './oauth/oauthProviders.js';
export { forgetSentCode, lastSentCode, type SentCodePurpose } from './otp/sentCodes.js';
export { browserWebAuthn } from './passkeys/browserWebAuthn.js';
export type { PasskeysHere } from './passkeys/passkeysHere.js';
export { preloadPasskeys } from './passkeys/preloadPasskeys.js';
export type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  WebAuthnPort,
} from './passkeys/webAuthnPort.js';
export type { BroadcastLike } from './platform/broadcastLike.js';
export { type Clock, systemClock } from './platform/clock.js';
export { createMemoryStorage } from './platform/createMemoryStorage.js';
export type { ServiceClock } from './platform/createServiceClock.js';
export { type LazyModule, lazyModule } from './platform/lazyModule.js';
export type { LocksLike } from './platform/locksLike.js';
export type { StorageLike } from './platform/storageLike.js';
export { type VerifyWalletProofsArgs, verifyWalletProofs } from './proofs/verifyWalletProofs.js';
export { type SandboxConfigSource, type SandboxKitConfig, sandboxConfig } from './sandboxConfig.js';
export { createCurrentSessionStamper } from './session/createCurrentSessionStamper.js';
export {
  createSessionStore,
  type SessionRefresher,
  type SessionStore,
  type SessionStoreOptions,
} from './session/createSessionStore.js';
export type {
  Session,
  SessionEvent,
  SessionPersistence,
  SessionSnapshot,
  SessionStatus,
} from './session/session.js';
export { chainOf, chainRpc } from './signing/chainRpc.js';
export { formatUnits } from './signing/formatUnits.js';
export { evmChainId, type KitChain, nativeCurrencyOf } from './signing/kitChain.js';
export { setSigningConfirmer } from './signing/signingConfirmers.js';
export type {
  ConfirmationChain,
  ReadableField,
  SignerAccount,
  SigningConfirmer,
  SigningDecision,
  SigningRequest,
} from './signing/signingRequest.js';
export type { TypedData, TypedDataField } from './signing/typedData.js';
// Stampers
export {
  type ApiKeyStamperOptions,
  createApiKeyStamper,
  createPasskeyStamper,
  createSessionKeyStamper,
  type PasskeyStamperOptions,
  type Stamper,
  type StampHeader,
} from './stampers/index.js';
// Transport and platform
export { createTransport, type TransportOptions } from './transport/createTransport.js';
export type {
  FetchLike,
  ServiceErrorClass,
  Transport,
  TransportRequest,
} from './transport/transport.js';
export type { RemoteKitConfig, ResolvedKitOptions, TokenLogin, WalletKit } from './walletKit.js';
// External wallets (Ethereum, Solana): tree-shaken unless called; UIs `import()` them.
export {
  type ConnectedWallet,
  type ConnectWalletOptions,
  createEthereumWallet,
  createSolanaWallet,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  type EthereumWalletInfo,
  type ExternalWallet,
  findWallets,
  type LoggedInWallet,
  type LoginWithWalletArgs,
  loginWithWallet,
  toChecksumAddress,
  type WalletChain,
  type WalletLoginResult,
  type WalletWindow,
  type WatchWalletsOptions,
  walletKeyAddress,
  watchWallets,
} from './wallets/index.js';
