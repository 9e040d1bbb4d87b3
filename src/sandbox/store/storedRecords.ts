/**
 * The document kinds the sandbox stores, by name. Feature modules add their own kinds with
 * declaration merging, so that no shared file needs editing when an operation is added:
 * `declare module './storedRecords.js' { interface StoredRecords { vault: Vault } }`.
 */
import type {
  AddressFormat,
  CredentialType,
  Curve,
  EmailEvent,
} from 'embedded-wallet-kit/protocol';

export interface OrganizationRecord {
  id: string;
  name: string;
  /** Set on sub-organizations created by signup; queries may be stamped by the parent's keys. */
  parentOrganizationId?: string;
  /** The top commercial tier may set `stableFeeBps` (spec "Submit rules" 3). */
  topTier: boolean;
  createdAtMs: number;
}

export interface UserRecord {
  id: string;
  organizationId: string;
  userName: string;
  userEmail?: string;
  emailVerified?: boolean;
  userPhoneNumber?: string;
  phoneVerified?: boolean;
  createdAtMs: number;
}

/** Anything that can stamp with `X-Stamp`: API keys, session keys, short-lived signup keys. */
export interface CredentialRecord {
  id: string;
  organizationId: string;
  userId: string;
  name: string;
  /** Compressed SEC1 hex for P-256 keys. */
  publicKey: string;
  type: CredentialType;
  curveType: 'API_KEY_CURVE_P256' | 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';
  expirationSeconds?: string;
  /** Absent: never expires. */
  expiresAtMs?: number;
  sessionProfileId?: string;
  createdAtMs: number;
  updatedAtMs: number;
}

/**
 * A registered WebAuthn credential (spec "Authenticator"), as `@simplewebauthn/server` verifies it.
 */
export interface AuthenticatorRecord {
  /** authenticatorId */
  id: string;
  organizationId: string;
  userId: string;
  authenticatorName: string;
  /** base64url credential id, as the browser reports it. */
  credentialId: string;
  /** base64url COSE public key from the attestation. */
  credentialPublicKey: string;
  counter: number;
  transports: string[];
  attestationType: string;
  aaguid: string;
  model: string;
  createdAtMs: number;
  updatedAtMs: number;
}

/** An HD wallet (signup's `wallet`, the seeded parent wallet). Dev only: the mnemonic is kept. */
export interface WalletRecord {
  id: string;
  organizationId: string;
  walletName: string;
  mnemonic: string;
  createdAtMs: number;
}

/** One derived account of a wallet; found by `address` (index) for `signWith` and fee wallets. */
export interface WalletAccountRecord {
  id: string;
  organizationId: string;
  walletId: string;
  address: string;
  publicKey: string;
  curve: Curve;
  path: string;
  addressFormat: AddressFormat;
  name?: string;
  createdAtMs: number;
}

/** A user's linked OAuth identity; found by `identity` = `${iss} ${sub} ${aud}` and `userId`. */
export interface OAuthProviderRecord {
  /** providerId */
  id: string;
  organizationId: string;
  userId: string;
  providerName: string;
  issuer: string;
  subject: string;
  audience: string;
  createdAtMs: number;
}

export interface StoredRecords {
  organization: OrganizationRecord;
  user: UserRecord;
  credential: CredentialRecord;
  authenticator: AuthenticatorRecord;
  wallet: WalletRecord;
  walletAccount: WalletAccountRecord;
  oauthProvider: OAuthProviderRecord;
  /** Spec "E-mail event"; indexed by `toAddress`. The proxy records Send and Delivery. */
  emailEvent: EmailEvent;
}

export type RecordKind = keyof StoredRecords;
