/** Record and result shapes of the spec's "Shared records" and endpoint tables (wire types). */
import type {
  AddressFormat,
  AuthenticatorTransport,
  CredentialType,
  Curve,
  EarnProvider,
  EmailEventType,
  PathFormat,
} from './enums.js';

export interface Timestamp {
  seconds: string;
  nanos: string;
}

export interface Credential {
  publicKey: string;
  type: CredentialType;
  sessionProfileId?: string;
}

export interface ApiKey {
  credential: Credential;
  apiKeyId: string;
  apiKeyName: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  expirationSeconds?: string;
}

export interface Authenticator {
  transports: AuthenticatorTransport[];
  attestationType: string;
  aaguid: string;
  credentialId: string;
  model: string;
  credential: Credential;
  authenticatorId: string;
  authenticatorName: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * The reads the production client makes around login (`whoami`, `get_user`, `list_wallets`,
 * `list_wallet_accounts`), shaped as the production service's published types (`v1User`,
 * `v1Wallet`, `v1WalletAccount`, `v1OauthProvider`, `v1GetWhoamiResponse`) give them.
 */
export interface Whoami {
  organizationId: string;
  organizationName: string;
  userId: string;
  username: string;
}

export interface OauthProvider {
  providerId: string;
  providerName: string;
  issuer: string;
  audience: string;
  subject: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface User {
  userId: string;
  userName: string;
  userEmail?: string;
  userPhoneNumber?: string;
  authenticators: Authenticator[];
  /** Every key that stamps for the user: API keys, session keys, short-lived signup keys. */
  apiKeys: ApiKey[];
  /** Ids of the user tags the user belongs to. */
  userTags: string[];
  oauthProviders: OauthProvider[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Production's MFA policies; the sandbox has none, so always empty. */
  mfaPolicies: never[];
}

export interface Wallet {
  walletId: string;
  walletName: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  exported: boolean;
  imported: boolean;
}

export interface WalletAccount {
  walletAccountId: string;
  organizationId: string;
  walletId: string;
  curve: Curve;
  pathFormat: PathFormat;
  path: string;
  addressFormat: AddressFormat;
  address: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  publicKey?: string;
  /** With `includeWalletDetails: true`. */
  walletDetails?: Wallet;
  name?: string;
}

export interface SecretMetadata {
  secretId: string;
  name?: string;
  staticProperties: { key?: string; value?: string }[];
  createdAtUnixMs: string;
}

export interface WebhookSubscription {
  eventType: string;
  filtersJson?: string;
  isActive?: boolean;
}

export interface WebhookEndpoint {
  endpointId: string;
  organizationId: string;
  url: string;
  name: string;
  isActive: boolean;
  subscriptions?: WebhookSubscription[];
}

export interface EmailEvent {
  id: string;
  organizationId: string;
  messageId: string;
  eventType: EmailEventType | string;
  fromAddress: string;
  toAddress: string;
  timestamp: string;
  createdAt: string;
  senderTenant?: string;
  details: {
    bounceType?: string;
    bounceSubType?: string;
    diagnosticCode?: string;
    deliverySmtpResponse?: string;
    deliveryProcessingTimeMillis?: string;
    deliveryDelayType?: string;
    complaintFeedbackType?: string;
  };
}

export interface DisplayAmount {
  usd: string;
  crypto: string;
}

export interface EarnVault {
  vaultAddress?: string;
  provider?: EarnProvider;
  caip19?: string;
  tvl?: string;
  apyPct?: string;
  enabled?: boolean;
  display?: DisplayAmount;
  name?: string;
  curator?: string;
  liquidity?: string;
  liquidityDisplay?: DisplayAmount;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string;
  endCursor: string;
}

/**
 * A signature from `sign_raw_payload(s)` (production's `v1SignRawPayloadResult`), hex without
 * `0x`: ECDSA `r` and `s` (32 bytes each) with `v` the recovery id (`00` or `01`); Ed25519
 * puts the signature's two halves in `r` and `s` and `v` is `00`.
 */
export interface RawSignature {
  r: string;
  s: string;
  v: string;
}

/**
 * An earn deploy or deposit as the status queries answer it (production's
 * `v1GetEarnDeployStatusResponse`, `v1GetEarnDepositStatusResponse`); the transaction hash
 * field is named after the operation.
 */
export type EarnStatus<TxHashField extends string> = {
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  /** Reason the transaction failed, when `status` is `FAILED`. */
  error?: string;
} & { [K in TxHashField]?: string };

export interface AppProof {
  scheme: 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256';
  publicKey: string;
  proofPayload: string;
  signature: string;
}

/**
 * A boot proof (wire-details, "Boot proofs"): the enclave's AWS Nitro attestation document, which
 * binds its ephemeral key (`public_key`) and manifest (`user_data` = sha256 of the manifest) to
 * the enclave image, signed through a certificate chain to the AWS Nitro root. The same shape in
 * production and in the sandbox, which plays AWS with its own chain.
 */
export interface BootProof {
  /** 130-byte hex: encryption key (65) || signing key (65), uncompressed P-256. */
  ephemeralPublicKeyHex: string;
  /** Standard base64 of the COSE_Sign1 attestation document (RFC 9052, CBOR). */
  awsAttestationDocB64: string;
  /** Standard base64 of the QOS manifest whose sha256 is the document's `user_data`. */
  qosManifestB64: string;
  qosManifestEnvelopeB64: string;
  deploymentLabel: string;
  enclaveApp: string;
  owner: string;
  createdAt: Timestamp;
  qosManifestVersion?: string;
}

export interface Vote {
  id: string;
  userId: string;
  activityId: string;
  selection: 'VOTE_SELECTION_APPROVED' | 'VOTE_SELECTION_REJECTED';
  publicKey: string;
  signature: string;
  scheme: string;
  message: string;
  createdAt: Timestamp;
}

/** The spec's Activity table; `intent`/`result` hold one key named after the operation. */
export interface Activity<
  Type extends string = string,
  IntentKey extends string = string,
  Intent = unknown,
  ResultKey extends string = string,
  Result = unknown,
> {
  id: string;
  organizationId: string;
  status: 'ACTIVITY_STATUS_COMPLETED';
  type: Type;
  intent: { [K in IntentKey]: Intent };
  result: { [K in ResultKey]: Result };
  votes: Vote[];
  fingerprint: string;
  canApprove: boolean;
  canReject: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Body of every submit response. `appProofs` appears when the request set `generateAppProofs`. */
export interface ActivityResponse<A extends Activity = Activity> {
  activity: A;
  appProofs?: AppProof[];
}

/** Error body of both services (wire-details: gRPC-status style code with matching HTTP status). */
export interface WireError {
  code: number;
  message: string;
  details: unknown[];
}
