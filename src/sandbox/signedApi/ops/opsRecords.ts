/**
 * Document kinds the signed-API operations add to the store (declaration merging into
 * `StoredRecords`, see store/storedRecords.ts). Shapes are the sandbox's own: the spec shows only
 * the fields that travel on the wire ("Resources and fields"), which the query handlers map these
 * to.
 */
import type { ChainCaip2, EarnProvider, WebhookSubscription } from 'embedded-wallet-kit/protocol';

/**
 * One entry of the global earn catalog (`list_earn_vaults`); id `<chainCaip2>/<lowercase address>`.
 */
export interface VaultRecord {
  id: string;
  vaultAddress: string;
  provider: EarnProvider;
  /** Underlying asset (CAIP-19); indexed lowercased as `caip19`. */
  caip19: string;
  /** The chain part of `caip19` (CAIP-19 = `<CAIP-2>/<asset namespace>:<reference>`). */
  chainCaip2: ChainCaip2;
  /** Raw on-chain units of the underlying asset. */
  tvl: string;
  /** Decimal fraction: '0.0812' is 8.12 %. */
  apyPct: string;
  name: string;
  /** Comma-separated; empty for providers without curators. */
  curator: string;
  /** Raw units withdrawable without reallocation; empty when the provider does not report it. */
  liquidity: string;
  /** Asset decimals and USD price, for the display amounts and the USD TVL sort. */
  decimals: number;
  /** USD price of one whole asset unit, as a decimal string ('1', '3012.55'). */
  priceUsd: string;
  symbol: string;
  createdAtMs: number;
}

/** A wrapper an organization deployed over a vault (`earn_deploy_wrapper`); id = wrapperAddress. */
export interface WrapperRecord {
  id: string;
  organizationId: string;
  vaultId: string;
  vaultAddress: string;
  chainCaip2: ChainCaip2;
  wrapperAddress: string;
  splitterAddress: string;
  deployRequestId: string;
  clientFeeBps: string;
  clientFeeWallet: string;
  /** The deploy status query is not in the spec; deploys complete at once in the sandbox. */
  status: 'DEPLOY_STATUS_COMPLETED';
  createdAtMs: number;
}

/** `earn_deposit`; id = depositRequestId. */
export interface DepositRecord {
  id: string;
  organizationId: string;
  wrapperAddress: string;
  vaultId: string;
  signWith: string;
  assets: string;
  chainCaip2: ChainCaip2;
  sponsor: boolean;
  /** No chain behind the sandbox: a deposit stays pending (the status query is not in the spec). */
  status: 'DEPOSIT_STATUS_PENDING';
  createdAtMs: number;
}

/** A stand-alone private key (spec: `signWith` takes its address, never its id). */
export interface PrivateKeyRecord {
  id: string;
  organizationId: string;
  privateKeyName: string;
  curve: 'CURVE_SECP256K1';
  publicKey: string;
  /** Indexed as `address`. */
  address: string;
  addressFormat: 'ADDRESS_FORMAT_ETHEREUM';
  createdAtMs: number;
}

/** A secret (`list_secrets`, `export_secrets`). Dev only: the sandbox holds the plaintext. */
export interface SecretRecord {
  id: string;
  organizationId: string;
  name?: string;
  staticProperties: { key?: string; value?: string }[];
  plaintext: string;
  createdAtMs: number;
}

export interface WebhookEndpointRecord {
  id: string;
  organizationId: string;
  url: string;
  name: string;
  isActive: boolean;
  subscriptions: WebhookSubscription[];
  createdAtMs: number;
}

/** `create_session_profile`; `stamp_login` reads it by id. */
export interface SessionProfileRecord {
  id: string;
  organizationId: string;
  sessionProfileName: string;
  scope: string;
  expirationSeconds?: string;
  notes?: string;
  createdAtMs: number;
}

export interface SmartContractInterfaceRecord {
  id: string;
  organizationId: string;
  smartContractAddress: string;
  smartContractInterface: string;
  type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM' | 'SMART_CONTRACT_INTERFACE_TYPE_SOLANA';
  label: string;
  notes?: string;
  createdAtMs: number;
}

export interface TvcManifestApprovalRecord {
  id: string;
  organizationId: string;
  manifestId: string;
  operatorId: string;
  signature: string;
  createdAtMs: number;
}

/** One per organization (id = organizationId): `upsert_swap_config` merges into it. */
export interface SwapConfigRecord {
  id: string;
  organizationId: string;
  feeReceiverWalletAddress?: string;
  feeBps?: string;
  stableFeeBps?: string;
  updatedAtMs: number;
}

export interface UserTagRecord {
  id: string;
  organizationId: string;
  userTagName: string;
  userIds: string[];
  createdAtMs: number;
}

/** The target key of an `init_import_private_key` bundle, kept to open what the client sends. */
export interface ImportTargetRecord {
  id: string;
  organizationId: string;
  userId: string;
  /** Dev only, never returned by any endpoint. */
  targetPrivateKey: string;
  createdAtMs: number;
}

declare module '../../store/storedRecords.js' {
  interface StoredRecords {
    vault: VaultRecord;
    earnWrapper: WrapperRecord;
    earnDeposit: DepositRecord;
    privateKey: PrivateKeyRecord;
    secret: SecretRecord;
    webhookEndpoint: WebhookEndpointRecord;
    sessionProfile: SessionProfileRecord;
    smartContractInterface: SmartContractInterfaceRecord;
    tvcManifestApproval: TvcManifestApprovalRecord;
    swapConfig: SwapConfigRecord;
    userTag: UserTagRecord;
    importTarget: ImportTargetRecord;
  }
}
