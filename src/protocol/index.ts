/**
 * `embedded-wallet-kit/protocol`: the wire contract an integrator reads and writes (spec and
 * wire-details): the operations' names, bodies and results, the records, the enums, the error
 * codes, the stamp headers and formats, the signed bundles, the token claims, the app-proof
 * payloads and the keys a client pins. Types and constants only: what builds, checks or encodes
 * them is the kit's own (`./protocol/internal`, for the sandbox). Every name is listed, so a
 * change to the public surface shows in review (and in publicEntries.test.ts's snapshot).
 */
export {
  type AddressDerivationProofPayload,
  APP_PROOF_SCHEME,
  type AppProofPayload,
} from './appProof.js';
export {
  ACCOUNT_FILTER_TYPES,
  ACTIVITY_STATUS_COMPLETED,
  type AccountFilterType,
  ADDRESS_FORMATS,
  type AddressFormat,
  API_KEY_CURVES,
  type ApiKeyCurve,
  AUTH_METHODS,
  AUTHENTICATOR_TRANSPORTS,
  type AuthenticatorTransport,
  type AuthMethod,
  CHAINS_CAIP2,
  type ChainCaip2,
  CLIENT_SIGNATURE_SCHEMES,
  CREDENTIAL_TYPES,
  type CredentialType,
  CURVES,
  type Curve,
  EARN_PROVIDERS,
  type EarnProvider,
  EMAIL_EVENT_TYPES,
  type EmailEventType,
  HASH_FUNCTIONS,
  type HashFunction,
  MNEMONIC_LENGTHS,
  type MnemonicLength,
  OAUTH2_PROVIDERS,
  type OAuth2Provider,
  OTP_TYPES,
  type OtpType,
  PATH_FORMATS,
  PAYLOAD_ENCODINGS,
  type PathFormat,
  type PayloadEncoding,
  SESSION_TYPES,
  type SessionType,
  SMART_CONTRACT_INTERFACE_TYPES,
  STAMP_SCHEMES,
  type StampScheme,
  TRANSACTION_TYPES,
  TRANSPORT_ENCRYPTION_SUITES,
  type TransactionType,
  WALLET_CLIENT_SIGNATURE_SCHEMES,
  type WalletClientSignatureScheme,
  WEBHOOK_EVENT_TYPES,
} from './enums.js';
export {
  FRAME_FONT_RULE,
  type FrameExportKind,
  type FrameImportKind,
  type FrameKeyFormat,
  type FrameStrings,
  type FrameTheme,
} from './frameMessages.js';
export {
  type ErrorInfo,
  GrpcCode,
  TIMESTAMP_REFUSAL,
} from './grpcCodes.js';
export type {
  HpkeCiphertext,
  OtpPlaintext,
} from './hpkeSuite.js';
export {
  MNEMONIC_LANGUAGES,
  type MnemonicLanguage,
  type ProxyBody,
  type ProxyName,
  type ProxyResponse,
  type QueryBody,
  type QueryName,
  type QueryResponse,
  type SubmitEnvelope,
  type SubmitName,
  type SubmitParams,
  type SubmitResult,
} from './operations.js';
export type {
  Activity,
  ActivityResponse,
  ApiKey,
  AppProof,
  Authenticator,
  BootProof,
  Credential,
  DisplayAmount,
  EarnStatus,
  EarnVault,
  EmailEvent,
  OauthProvider,
  PageInfo,
  RawSignature,
  SecretMetadata,
  Timestamp,
  User,
  Vote,
  Wallet,
  WalletAccount,
  WebhookEndpoint,
  WebhookSubscription,
  Whoami,
  WireError,
} from './records.js';
export {
  REQUEST_SIGNATURE_ALG,
  REQUEST_SIGNATURE_COMPONENTS,
  REQUEST_SIGNATURE_LABEL,
  REQUEST_SIGNATURE_TAG,
  type RequestSignatureParams,
  SESSION_AUTH_SCHEME,
} from './requestSignature.js';
export type {
  ExportBundleData,
  ImportBundleData,
  OtpTargetData,
  SignedEnvelope,
} from './signedEnvelope.js';
export {
  type ApiKeyStamp,
  ATTESTED_STAMP_HEADER,
  ATTESTED_STAMP_SCHEMES,
  type AttestedStamp,
  type AttestedStampScheme,
  PROXY_CONFIG_HEADER,
  STAMP_HEADER,
  WEBAUTHN_STAMP_HEADER,
} from './stamp.js';
export type {
  SessionJwtClaims,
  VerificationTokenClaims,
} from './tokenClaims.js';
export type { TrustedKeys } from './trustedKeys.js';
export type { WebAuthnStamp } from './webAuthnStamp.js';
