/**
 * THE operation table: every submit, query and proxy operation of the spec
 * (`spec/000_*.txt`, "Endpoints") plus `stamp_login` and `get_boot_proof` from wire-details.
 * It drives the typed client methods (core), routing and validation (sandbox) and the docs.
 * Adding an operation is one row here plus its sandbox handler.
 */

import type { AddressFormat } from './enums.js';
import {
  ACCOUNT_FILTER_TYPES,
  ADDRESS_FORMATS,
  API_KEY_CURVES,
  AUTHENTICATOR_TRANSPORTS,
  CHAINS_CAIP2,
  CLIENT_SIGNATURE_SCHEMES,
  CURVES,
  EARN_PROVIDERS,
  EMAIL_EVENT_TYPES,
  HASH_FUNCTIONS,
  MNEMONIC_LENGTHS,
  OAUTH2_PROVIDERS,
  OTP_TYPES,
  PATH_FORMATS,
  PAYLOAD_ENCODINGS,
  SMART_CONTRACT_INTERFACE_TYPES,
  TRANSACTION_TYPES,
  TRANSPORT_ENCRYPTION_SUITES,
  WALLET_CLIENT_SIGNATURE_SCHEMES,
} from './enums.js';
import type {
  Activity,
  ApiKey,
  AppProof,
  Authenticator,
  BootProof,
  EarnStatus,
  EarnVault,
  EmailEvent,
  PageInfo,
  RawSignature,
  SecretMetadata,
  User,
  Wallet,
  WalletAccount,
  WebhookEndpoint,
  Whoami,
} from './records.js';
import {
  type AnyObjectSchema,
  array,
  boolean,
  type Infer,
  integerString,
  literalUnion,
  numberOneOf,
  object,
  optional,
  string,
} from './schema.js';

/** A phantom marker carrying a result type through the table at zero runtime cost. */
const returns = <T>(): T => undefined as T;

const id = () => string({ min: 1, maxBytes: 256 });
const text = (maxBytes = 4096) => string({ maxBytes });
/** One payload of a signing activity (EIP-712 typed data is the long case). */
const signedPayloadBytes = 64 * 1024;

/** A `targetPublicKey` of an export: the HPKE receiver key, uncompressed P-256 hex. */
const exportTargetKey = () =>
  string({
    pattern: /^04[0-9a-fA-F]{128}$/,
    patternName: 'an uncompressed P-256 public key in hex',
  });
/** Key material HPKE-sealed to an import bundle's target: `{"encappedPublic","ciphertext"}`. */
const encryptedBundle = () => string({ min: 1, maxBytes: 8192 });

/** Production's `v1MnemonicLanguage` (`export_wallet`'s `language`; English by default). */
export const MNEMONIC_LANGUAGES = [
  'MNEMONIC_LANGUAGE_ENGLISH',
  'MNEMONIC_LANGUAGE_SIMPLIFIED_CHINESE',
  'MNEMONIC_LANGUAGE_TRADITIONAL_CHINESE',
  'MNEMONIC_LANGUAGE_CZECH',
  'MNEMONIC_LANGUAGE_FRENCH',
  'MNEMONIC_LANGUAGE_ITALIAN',
  'MNEMONIC_LANGUAGE_JAPANESE',
  'MNEMONIC_LANGUAGE_KOREAN',
  'MNEMONIC_LANGUAGE_SPANISH',
] as const;
export type MnemonicLanguage = (typeof MNEMONIC_LANGUAGES)[number];

// --- Shared request shapes (spec "Shared records") ---

export const paginationOptions = object({
  limit: optional(integerString({ min: 1, max: 100 })),
  before: optional(id()),
  after: optional(id()),
});

export const attestationInput = object({
  authenticatorName: string({ min: 1, maxBytes: 256 }),
  challenge: string({ min: 1, maxBytes: 1024 }),
  attestation: object({
    credentialId: string({ min: 1, maxBytes: 2048 }),
    clientDataJson: string({ min: 1, maxBytes: 16_384 }),
    attestationObject: string({ min: 1, maxBytes: 65_536 }),
    transports: array(literalUnion(AUTHENTICATOR_TRANSPORTS), { max: 5 }),
  }),
});

export const walletParams = object({
  walletName: string({ min: 1, maxBytes: 256 }),
  accounts: array(
    object({
      curve: literalUnion(CURVES),
      pathFormat: literalUnion(PATH_FORMATS),
      path: string({ min: 1, maxBytes: 256 }),
      addressFormat: literalUnion(ADDRESS_FORMATS),
      name: optional(text(256)),
    }),
    { max: 100 },
  ),
  mnemonicLength: optional(numberOneOf(MNEMONIC_LENGTHS)),
});

export const apiKeyParams = object({
  apiKeyName: string({ min: 1, maxBytes: 256 }),
  publicKey: string({ min: 1, maxBytes: 256 }),
  curveType: literalUnion(API_KEY_CURVES),
  expirationSeconds: optional(integerString()),
});

export const oauthProviderParams = object({
  providerName: string({ min: 1, maxBytes: 256 }),
  oidcToken: optional(string({ min: 1, maxBytes: 16_384 })),
  oidcClaims: optional(object({ iss: text(1024), sub: text(1024), aud: text(1024) })),
});

const clientSignatureOf = <const S extends readonly string[]>(schemes: S) =>
  object({
    publicKey: string({ min: 1, maxBytes: 256 }),
    scheme: literalUnion(schemes),
    message: string({ min: 1, maxBytes: 65_536 }),
    signature: string({ min: 1, maxBytes: 512 }),
  });

export const clientSignature = clientSignatureOf(CLIENT_SIGNATURE_SCHEMES);

/** `signup_v2` also takes a wallet's proof of possession (this kit's extension, enums.ts). */
export const signupClientSignature = clientSignatureOf([
  ...CLIENT_SIGNATURE_SCHEMES,
  ...WALLET_CLIENT_SIGNATURE_SCHEMES,
]);

// --- Row types ---

/**
 * A field the sandbox accepts beyond the spec's request shape, because the production service's
 * published request types (or its own client) send it. Accepted and ignored: it changes nothing.
 */
export interface Leniency {
  /**
   * Path of the field, as validation names it (`generateAppProofs`, `secrets[].requestContext`).
   */
  field: string;
  reason: string;
}

export interface SubmitRow<
  P extends AnyObjectSchema = AnyObjectSchema,
  R = unknown,
  T extends string = string,
  I extends string = string,
  K extends string = string,
> {
  kind: 'submit';
  type: T;
  intentKey: I;
  resultKey: K;
  parameters: P;
  /** Whether the envelope accepts `generateAppProofs` (spec: all but three operations). */
  appProofs: boolean;
  result: R;
  /** Fields accepted beyond the spec's shape, and why. */
  leniencies?: readonly Leniency[];
  /**
   * The reads this submit changes, so a client cache refetches them after it succeeds. Only
   * what the spec ties together: "deleting a webhook endpoint removes it from
   * `list_webhook_endpoints`" (spec "Events" 3); a vault's `enabled` flips when its wrapper is
   * deployed and its figures move with deposits (spec "Other stateful flags"); authenticators
   * are listed by `get_authenticators` and `get_user`, which also carries e-mail, tags and OAuth
   * identities (production's v1User). Absent: no read lists what the submit makes.
   */
  invalidates?: readonly QueryName[];
}

export interface QueryRow<B extends AnyObjectSchema = AnyObjectSchema, R = unknown> {
  kind: 'query';
  body: B;
  response: R;
  /** Fields accepted beyond the spec's shape, and why. */
  leniencies?: readonly Leniency[];
}

export interface ProxyRow<B extends AnyObjectSchema = AnyObjectSchema, R = unknown> {
  kind: 'proxy';
  body: B;
  response: R;
}

/**
 * `@turnkey/core`'s generated methods spread the caller's whole input into `parameters`, so a
 * caller's `generateAppProofs` arrives there as well as in the envelope, on the operations whose
 * published request types list the flag (exactly the rows with `appProofs`).
 */
const appProofsCopyLeniency: Leniency = {
  field: 'parameters.generateAppProofs',
  reason:
    'the production client copies the envelope flag into `parameters`; a boolean there is accepted and dropped (the envelope flag decides)',
};

/**
 * A submit row; its `type`, `intentKey` and `resultKey` stay literals, to type the activity.
 * Rows that take `generateAppProofs` also list the production client's copy of it.
 */
const submit = <
  const P extends AnyObjectSchema,
  R,
  const T extends string,
  const I extends string,
  const K extends string,
>(
  row: Omit<SubmitRow<P, R, T, I, K>, 'kind'>,
) =>
  ({
    kind: 'submit',
    ...row,
    ...(row.appProofs ? { leniencies: [...(row.leniencies ?? []), appProofsCopyLeniency] } : {}),
  }) as SubmitRow<P, R, T, I, K>;
const query = <const B extends AnyObjectSchema, R>(
  body: B,
  response: R,
  leniencies?: readonly Leniency[],
) => ({ kind: 'query', body, response, ...(leniencies ? { leniencies } : {}) }) as QueryRow<B, R>;

/**
 * `@turnkey/core`'s generated client sends `generateAppProofs: false` in every submit envelope,
 * including the three whose published request types (and the spec) do not list it.
 */
const appProofsFlagLeniency: Leniency = {
  field: 'generateAppProofs',
  reason:
    'the production client sends `generateAppProofs: false` on every submit; accepted, no app proofs are made for this operation',
};
const proxy = <const B extends AnyObjectSchema, R>(body: B, response: R) =>
  ({ kind: 'proxy', body, response }) as ProxyRow<B, R>;

// --- Submit operations (`/public/v1/submit/<op>`) ---

export const submitOperations = {
  create_session_profile: submit({
    type: 'ACTIVITY_TYPE_CREATE_SESSION_PROFILE',
    intentKey: 'createSessionProfileIntent',
    resultKey: 'createSessionProfileResult',
    appProofs: false,
    leniencies: [appProofsFlagLeniency],
    parameters: object({
      sessionProfileName: string({ min: 1, maxBytes: 256 }),
      scope: string({ min: 1, maxBytes: 4096 }),
      expirationSeconds: optional(integerString()),
      notes: optional(text()),
    }),
    result: returns<{ sessionProfileId: string }>(),
  }),
  delete_webhook_endpoint: submit({
    type: 'ACTIVITY_TYPE_DELETE_WEBHOOK_ENDPOINT',
    intentKey: 'deleteWebhookEndpointIntent',
    resultKey: 'deleteWebhookEndpointResult',
    appProofs: true,
    invalidates: ['list_webhook_endpoints'],
    parameters: object({ endpointId: id() }),
    result: returns<{ endpointId: string }>(),
  }),
  export_secrets: submit({
    type: 'ACTIVITY_TYPE_EXPORT_SECRETS',
    intentKey: 'exportSecretsIntent',
    resultKey: 'exportSecretsResult',
    appProofs: false,
    leniencies: [
      appProofsFlagLeniency,
      {
        field: 'parameters.secrets[].requestContext',
        reason:
          'listed by the production request type `v1ExportSecretParams` (key/value pairs for policies); accepted and ignored',
      },
    ],
    parameters: object({
      secrets: array(
        object({
          secretId: id(),
          targetPublicKey: string({
            pattern: /^04[0-9a-fA-F]{128}$/,
            patternName: 'an uncompressed P-256 public key in hex',
          }),
          encryptionSuite: literalUnion(TRANSPORT_ENCRYPTION_SUITES),
          // Leniency (see the row's `leniencies`): production's `v1ExportSecretParams` lists it.
          requestContext: optional(
            array(object({ key: optional(text(256)), value: optional(text(4096)) }), { max: 32 }),
          ),
        }),
        { min: 1, max: 100 },
      ),
    }),
    result: returns<{ secretPayloads: string[] }>(),
  }),
  recover_user: submit({
    type: 'ACTIVITY_TYPE_RECOVER_USER',
    intentKey: 'recoverUserIntent',
    resultKey: 'recoverUserResult',
    appProofs: true,
    invalidates: ['get_authenticators', 'get_user'],
    parameters: object({ authenticator: attestationInput, userId: id() }),
    result: returns<{ authenticatorId: string[] }>(),
  }),
  create_authenticators: submit({
    type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
    intentKey: 'createAuthenticatorsIntentV2',
    resultKey: 'createAuthenticatorsResult',
    appProofs: true,
    invalidates: ['get_authenticators', 'get_user'],
    parameters: object({
      authenticators: array(attestationInput, { min: 1, max: 10 }),
      userId: id(),
    }),
    result: returns<{ authenticatorIds: string[] }>(),
  }),
  earn_deposit: submit({
    type: 'ACTIVITY_TYPE_EARN_DEPOSIT',
    intentKey: 'earnDepositIntent',
    resultKey: 'earnDepositResult',
    appProofs: true,
    invalidates: ['list_earn_vaults'],
    parameters: object({
      wrapperAddress: id(),
      signWith: id(),
      assets: integerString(),
      chainCaip2: literalUnion(CHAINS_CAIP2),
      sponsor: optional(boolean()),
    }),
    result: returns<{ depositRequestId: string }>(),
  }),
  earn_deploy_wrapper: submit({
    type: 'ACTIVITY_TYPE_EARN_DEPLOY_WRAPPER',
    intentKey: 'earnDeployWrapperIntent',
    resultKey: 'earnDeployWrapperResult',
    appProofs: true,
    invalidates: ['list_earn_vaults'],
    parameters: object({
      vaultAddress: id(),
      chainCaip2: literalUnion(CHAINS_CAIP2),
      clientFeeBps: integerString({ max: 4000 }),
      clientFeeWallet: id(),
    }),
    result: returns<{ wrapperAddress: string; splitterAddress: string; deployRequestId: string }>(),
  }),
  create_smart_contract_interface: submit({
    type: 'ACTIVITY_TYPE_CREATE_SMART_CONTRACT_INTERFACE',
    intentKey: 'createSmartContractInterfaceIntent',
    resultKey: 'createSmartContractInterfaceResult',
    appProofs: true,
    parameters: object({
      smartContractAddress: id(),
      // Spec "Submit rules" 4: at most 400 kilobytes.
      smartContractInterface: string({ min: 1, maxBytes: 400 * 1024 }),
      type: literalUnion(SMART_CONTRACT_INTERFACE_TYPES),
      label: string({ min: 1, maxBytes: 256 }),
      notes: optional(text()),
    }),
    result: returns<{ smartContractInterfaceId: string }>(),
  }),
  create_tvc_manifest_approvals: submit({
    type: 'ACTIVITY_TYPE_CREATE_TVC_MANIFEST_APPROVALS',
    intentKey: 'createTvcManifestApprovalsIntent',
    resultKey: 'createTvcManifestApprovalsResult',
    appProofs: false,
    leniencies: [appProofsFlagLeniency],
    parameters: object({
      manifestId: id(),
      approvals: array(
        object({ operatorId: id(), signature: string({ min: 1, maxBytes: 1024 }) }),
        {
          min: 1,
          max: 100,
        },
      ),
    }),
    result: returns<{ approvalIds: string[] }>(),
  }),
  upsert_swap_config: submit({
    type: 'ACTIVITY_TYPE_UPSERT_SWAP_CONFIG',
    intentKey: 'upsertSwapConfigIntent',
    resultKey: 'upsertSwapConfigResult',
    appProofs: true,
    parameters: object({
      feeReceiverWalletAddress: optional(id()),
      feeBps: optional(integerString({ max: 10_000 })),
      stableFeeBps: optional(integerString({ max: 10_000 })),
    }),
    result: returns<{
      feeReceiverWalletAddress?: string;
      feeBps?: string;
      stableFeeBps?: string;
    }>(),
  }),
  delete_oauth_providers: submit({
    type: 'ACTIVITY_TYPE_DELETE_OAUTH_PROVIDERS',
    intentKey: 'deleteOauthProvidersIntent',
    resultKey: 'deleteOauthProvidersResult',
    appProofs: true,
    invalidates: ['get_user'],
    parameters: object({ userId: id(), providerIds: array(id(), { min: 1, max: 100 }) }),
    result: returns<{ providerIds: string[] }>(),
  }),
  create_user_tag: submit({
    type: 'ACTIVITY_TYPE_CREATE_USER_TAG',
    intentKey: 'createUserTagIntent',
    resultKey: 'createUserTagResult',
    appProofs: true,
    invalidates: ['get_user'],
    parameters: object({
      userTagName: string({ min: 1, maxBytes: 256 }),
      userIds: array(id(), { max: 100 }),
    }),
    result: returns<{ userTagId: string; userIds: string[] }>(),
  }),
  update_user_email: submit({
    type: 'ACTIVITY_TYPE_UPDATE_USER_EMAIL',
    intentKey: 'updateUserEmailIntent',
    resultKey: 'updateUserEmailResult',
    appProofs: true,
    invalidates: ['get_user'],
    parameters: object({
      userId: id(),
      // Spec "Submit rules" 6: an empty string removes the e-mail.
      userEmail: string({ maxBytes: 320 }),
      verificationToken: optional(string({ min: 1, maxBytes: 8192 })),
    }),
    result: returns<{ userId: string }>(),
  }),
  init_import_private_key: submit({
    type: 'ACTIVITY_TYPE_INIT_IMPORT_PRIVATE_KEY',
    intentKey: 'initImportPrivateKeyIntent',
    resultKey: 'initImportPrivateKeyResult',
    appProofs: true,
    parameters: object({ userId: id() }),
    result: returns<{ importBundle: string }>(),
  }),
  // --- Account and key operations the spec does not list (the account center's, export's and
  // import's). Names, `type` constants (version suffixes included), intent and result keys and
  // fields are those of the production service's published types (`@turnkey/sdk-types`
  // `v1Intent`/`v1Result`, and the keys its generated client reads).
  delete_authenticators: submit({
    type: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS',
    intentKey: 'deleteAuthenticatorsIntent',
    resultKey: 'deleteAuthenticatorsResult',
    appProofs: true,
    invalidates: ['get_authenticators', 'get_user'],
    parameters: object({ userId: id(), authenticatorIds: array(id(), { min: 1, max: 100 }) }),
    result: returns<{ authenticatorIds: string[] }>(),
  }),
  update_user_phone_number: submit({
    type: 'ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER',
    intentKey: 'updateUserPhoneNumberIntent',
    resultKey: 'updateUserPhoneNumberResult',
    appProofs: true,
    invalidates: ['get_user'],
    parameters: object({
      userId: id(),
      // E.164; an empty string removes the phone number (as `update_user_email` does the e-mail).
      userPhoneNumber: string({ maxBytes: 32 }),
      verificationToken: optional(string({ min: 1, maxBytes: 8192 })),
    }),
    result: returns<{ userId: string }>(),
  }),
  create_oauth_providers: submit({
    type: 'ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2',
    intentKey: 'createOauthProvidersIntentV2',
    resultKey: 'createOauthProvidersResultV2',
    appProofs: true,
    invalidates: ['get_user'],
    parameters: object({
      userId: id(),
      oauthProviders: array(oauthProviderParams, { min: 1, max: 10 }),
    }),
    result: returns<{ providerIds: string[] }>(),
  }),
  create_api_keys: submit({
    type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
    intentKey: 'createApiKeysIntentV2',
    resultKey: 'createApiKeysResult',
    appProofs: true,
    invalidates: ['get_user'],
    parameters: object({ apiKeys: array(apiKeyParams, { min: 1, max: 10 }), userId: id() }),
    result: returns<{ apiKeyIds: string[] }>(),
  }),
  delete_api_keys: submit({
    type: 'ACTIVITY_TYPE_DELETE_API_KEYS',
    intentKey: 'deleteApiKeysIntent',
    resultKey: 'deleteApiKeysResult',
    appProofs: true,
    invalidates: ['get_user'],
    parameters: object({ userId: id(), apiKeyIds: array(id(), { min: 1, max: 100 }) }),
    result: returns<{ apiKeyIds: string[] }>(),
  }),
  export_wallet: submit({
    type: 'ACTIVITY_TYPE_EXPORT_WALLET',
    intentKey: 'exportWalletIntent',
    resultKey: 'exportWalletResult',
    appProofs: true,
    invalidates: ['list_wallets'],
    parameters: object({
      walletId: id(),
      targetPublicKey: exportTargetKey(),
      language: optional(literalUnion(MNEMONIC_LANGUAGES)),
    }),
    result: returns<{ walletId: string; exportBundle: string }>(),
  }),
  export_wallet_account: submit({
    type: 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT',
    intentKey: 'exportWalletAccountIntent',
    resultKey: 'exportWalletAccountResult',
    appProofs: true,
    parameters: object({ address: id(), targetPublicKey: exportTargetKey() }),
    result: returns<{ address: string; exportBundle: string }>(),
  }),
  export_private_key: submit({
    type: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY',
    intentKey: 'exportPrivateKeyIntent',
    resultKey: 'exportPrivateKeyResult',
    appProofs: true,
    parameters: object({ privateKeyId: id(), targetPublicKey: exportTargetKey() }),
    result: returns<{ privateKeyId: string; exportBundle: string }>(),
  }),
  init_import_wallet: submit({
    type: 'ACTIVITY_TYPE_INIT_IMPORT_WALLET',
    intentKey: 'initImportWalletIntent',
    resultKey: 'initImportWalletResult',
    appProofs: true,
    parameters: object({ userId: id() }),
    result: returns<{ importBundle: string }>(),
  }),
  import_wallet: submit({
    type: 'ACTIVITY_TYPE_IMPORT_WALLET',
    intentKey: 'importWalletIntent',
    resultKey: 'importWalletResult',
    appProofs: true,
    invalidates: ['list_wallets', 'list_wallet_accounts'],
    parameters: object({
      userId: id(),
      walletName: string({ min: 1, maxBytes: 256 }),
      encryptedBundle: encryptedBundle(),
      accounts: walletParams.shape.accounts,
    }),
    result: returns<{ walletId: string; addresses: string[] }>(),
  }),
  import_private_key: submit({
    type: 'ACTIVITY_TYPE_IMPORT_PRIVATE_KEY',
    intentKey: 'importPrivateKeyIntent',
    resultKey: 'importPrivateKeyResult',
    appProofs: true,
    parameters: object({
      userId: id(),
      privateKeyName: string({ min: 1, maxBytes: 256 }),
      encryptedBundle: encryptedBundle(),
      curve: literalUnion(CURVES),
      addressFormats: array(literalUnion(ADDRESS_FORMATS), { max: 20 }),
    }),
    result: returns<{
      privateKeyId: string;
      addresses: { format?: AddressFormat; address?: string }[];
    }>(),
  }),
  // --- End of the account and key operations.
  // wire-details, "Sessions and logins beyond the proxy": passkey login and session refresh.
  stamp_login: submit({
    type: 'ACTIVITY_TYPE_STAMP_LOGIN',
    intentKey: 'stampLoginIntent',
    resultKey: 'stampLoginResult',
    appProofs: true,
    parameters: object({
      publicKey: string({
        pattern: /^0[23][0-9a-fA-F]{64}$/,
        patternName: 'a compressed P-256 public key in hex',
      }),
      expirationSeconds: optional(integerString({ min: 1, max: 31_536_000 })),
      invalidateExisting: optional(boolean()),
      sessionProfileId: optional(id()),
    }),
    result: returns<{ session: string }>(),
  }),
  // Signing with a wallet account's own derived key: the activities the production client
  // sends (`v1SignRawPayloadRequest`, `v1SignRawPayloadsRequest`), with their V2 type and
  // intent key. `signWith` is the account's address (or a private key's address or id).
  sign_raw_payload: submit({
    type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
    intentKey: 'signRawPayloadIntentV2',
    resultKey: 'signRawPayloadResult',
    appProofs: true,
    parameters: object({
      signWith: id(),
      payload: text(signedPayloadBytes),
      encoding: literalUnion(PAYLOAD_ENCODINGS),
      hashFunction: literalUnion(HASH_FUNCTIONS),
    }),
    result: returns<RawSignature>(),
  }),
  sign_raw_payloads: submit({
    type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOADS',
    intentKey: 'signRawPayloadsIntent',
    resultKey: 'signRawPayloadsResult',
    appProofs: true,
    parameters: object({
      signWith: id(),
      payloads: array(text(signedPayloadBytes), { min: 1, max: 100 }),
      encoding: literalUnion(PAYLOAD_ENCODINGS),
      hashFunction: literalUnion(HASH_FUNCTIONS),
    }),
    result: returns<{ signatures: RawSignature[] }>(),
  }),
  // Production's `v1SignTransactionRequest`: the chain's canonical unsigned serialization in
  // hex, signed by the account's derived key and answered as the signed serialization (hex,
  // no `0x`, as `@turnkey/core` reads it).
  sign_transaction: submit({
    type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
    intentKey: 'signTransactionIntentV2',
    resultKey: 'signTransactionResult',
    appProofs: true,
    parameters: object({
      signWith: id(),
      unsignedTransaction: string({ min: 2, maxBytes: 2 * signedPayloadBytes + 2 }),
      type: literalUnion(TRANSACTION_TYPES),
    }),
    result: returns<{ signedTransaction: string }>(),
  }),
} as const;

// --- Query operations (`/public/v1/query/<op>`, flat bodies) ---

export const queryOperations = {
  list_earn_vaults: query(
    object({
      organizationId: id(),
      provider: optional(literalUnion(EARN_PROVIDERS)),
      caip19: string({ min: 1, maxBytes: 512 }),
      paginationOptions: optional(paginationOptions),
    }),
    returns<{ vaults: EarnVault[]; pageInfo: PageInfo }>(),
  ),
  list_email_events: query(
    object({
      organizationId: id(),
      email: string({ min: 1, maxBytes: 320 }),
      eventType: optional(literalUnion(EMAIL_EVENT_TYPES)),
      paginationOptions: optional(paginationOptions),
    }),
    returns<{ emailEvents: EmailEvent[] }>(),
  ),
  get_api_key: query(
    object({ organizationId: id(), apiKeyId: id() }),
    returns<{ apiKey: ApiKey }>(),
  ),
  list_secrets: query(
    object({ organizationId: id(), paginationOptions: optional(paginationOptions) }),
    returns<{ secrets: SecretMetadata[] }>(),
  ),
  list_webhook_endpoints: query(
    object({ organizationId: id() }),
    returns<{ webhookEndpoints: WebhookEndpoint[] }>(),
  ),
  get_authenticators: query(
    object({ organizationId: id(), userId: id() }),
    returns<{ authenticators: Authenticator[] }>(),
  ),
  // wire-details, "App proofs": attests an app proof's ephemeral key.
  get_boot_proof: query(
    object({
      organizationId: id(),
      ephemeralKey: string({
        pattern: /^[0-9a-fA-F]{260}$/,
        patternName: 'a 130-byte hex ephemeral key',
      }),
    }),
    returns<{ bootProof: BootProof }>(),
  ),
  // The reads the production client (`@turnkey/core`) makes around login, beyond the spec's
  // table: shapes from the production service's published request and response types.
  /** The caller itself. Production lets a passkey user name the parent organization here. */
  whoami: query(object({ organizationId: id() }), returns<Whoami>()),
  get_user: query(object({ organizationId: id(), userId: id() }), returns<{ user: User }>()),
  list_wallets: query(object({ organizationId: id() }), returns<{ wallets: Wallet[] }>()),
  list_wallet_accounts: query(
    object({
      organizationId: id(),
      walletId: optional(id()),
      includeWalletDetails: optional(boolean()),
      paginationOptions: optional(paginationOptions),
    }),
    returns<{ accounts: WalletAccount[] }>(),
  ),
  get_activity: query(
    object({ organizationId: id(), activityId: id() }),
    returns<{ activity: Activity }>(),
  ),
  // The status queries the spec names but does not show ("The status queries that consume
  // `depositRequestId` and `deployRequestId`"): production's `v1GetEarnDeployStatusRequest`
  // and `v1GetEarnDepositStatusRequest`.
  get_earn_deploy_status: query(
    object({ organizationId: id(), deployRequestId: id() }),
    returns<EarnStatus<'deployTxHash'>>(),
  ),
  get_earn_deposit_status: query(
    object({ organizationId: id(), depositRequestId: id() }),
    returns<EarnStatus<'depositTxHash'>>(),
  ),
} as const;

// --- Auth proxy operations (`/v1/<op>`, header X-Auth-Proxy-Config-Id) ---

const otpContact = string({ min: 1, maxBytes: 320 });

export const proxyOperations = {
  signup_v2: proxy(
    object({
      userEmail: optional(string({ min: 3, maxBytes: 320 })),
      userPhoneNumber: optional(
        string({ pattern: /^\+[1-9][0-9]{6,14}$/, patternName: 'an E.164 phone number' }),
      ),
      userTag: optional(text(256)),
      userName: optional(text(256)),
      organizationName: optional(text(256)),
      verificationToken: optional(string({ min: 1, maxBytes: 8192 })),
      apiKeys: array(apiKeyParams, { max: 10 }),
      authenticators: array(attestationInput, { max: 10 }),
      oauthProviders: array(oauthProviderParams, { max: 10 }),
      wallet: optional(walletParams),
      clientSignature: optional(signupClientSignature),
    }),
    returns<{
      organizationId: string;
      userId: string;
      wallet?: { walletId: string; addresses: string[] };
      appProofs?: AppProof[];
    }>(),
  ),
  otp_init_v2: proxy(
    object({
      otpType: literalUnion(OTP_TYPES),
      contact: otpContact,
      emailCustomization: optional(object({ templateId: optional(text(256)) })),
    }),
    returns<{ otpId: string; otpEncryptionTargetBundle: string }>(),
  ),
  otp_verify_v2: proxy(
    object({ otpId: id(), encryptedOtpBundle: string({ min: 1, maxBytes: 8192 }) }),
    returns<{ verificationToken: string }>(),
  ),
  otp_login_v2: proxy(
    object({
      verificationToken: string({ min: 1, maxBytes: 8192 }),
      publicKey: string({
        pattern: /^0[23][0-9a-fA-F]{64}$/,
        patternName: 'a compressed P-256 public key in hex',
      }),
      clientSignature,
      invalidateExisting: optional(boolean()),
      organizationId: optional(id()),
    }),
    returns<{ session: string }>(),
  ),
  oauth_login: proxy(
    object({
      oidcToken: string({ min: 1, maxBytes: 16_384 }),
      publicKey: string({
        pattern: /^0[23][0-9a-fA-F]{64}$/,
        patternName: 'a compressed P-256 public key in hex',
      }),
      invalidateExisting: optional(boolean()),
      organizationId: optional(id()),
    }),
    returns<{ session: string }>(),
  ),
  oauth2_authenticate: proxy(
    object({
      provider: literalUnion(OAUTH2_PROVIDERS),
      authCode: string({ min: 1, maxBytes: 4096 }),
      redirectUri: string({ min: 1, maxBytes: 2048 }),
      codeVerifier: string({
        pattern: /^[A-Za-z0-9._~-]{43,128}$/,
        patternName: 'an RFC 7636 code verifier',
      }),
      nonce: string({ min: 1, maxBytes: 256 }),
      clientId: string({ min: 1, maxBytes: 512 }),
    }),
    returns<{ oidcToken: string }>(),
  ),
  account: proxy(
    object({
      filterType: literalUnion(ACCOUNT_FILTER_TYPES),
      filterValue: string({ min: 1, maxBytes: 16_384 }),
      verificationToken: optional(string({ min: 1, maxBytes: 8192 })),
      oidcToken: optional(string({ min: 1, maxBytes: 16_384 })),
    }),
    returns<{ organizationId?: string }>(),
  ),
  wallet_kit_config: proxy(
    object({}),
    returns<{
      enabledProviders: string[];
      sessionExpirationSeconds: string;
      organizationId: string;
      oauthClientIds?: {
        google?: string;
        apple?: string;
        facebook?: string;
        x?: string;
        discord?: string;
      };
      oauthRedirectUrl?: string;
      otpAlphanumeric?: boolean;
      otpLength?: string;
      /** Sandbox extension: the e-mail customisation, so the modal can show app name and logo. */
      appName?: string;
      logoUrl?: string;
    }>(),
  ),
  /**
   * What the production React kit reads beside `wallet_kit_config` on start
   * (`ProxyTGetWalletKitClientParamsResponse`): the Cloudflare Turnstile site key, present only
   * when the proxy configuration has one.
   */
  wallet_kit_client_params: proxy(object({}), returns<{ turnstileSiteKey?: string }>()),
} as const;

// --- Derived types ---

export type SubmitOperations = typeof submitOperations;
export type QueryOperations = typeof queryOperations;
export type ProxyOperations = typeof proxyOperations;
export type SubmitName = keyof SubmitOperations;
export type QueryName = keyof QueryOperations;
export type ProxyName = keyof ProxyOperations;

export type SubmitParams<N extends SubmitName> = Infer<SubmitOperations[N]['parameters']>;
export type SubmitResult<N extends SubmitName> = SubmitOperations[N]['result'];
export type QueryBody<N extends QueryName> = Infer<QueryOperations[N]['body']>;
export type QueryResponse<N extends QueryName> = QueryOperations[N]['response'];
export type ProxyBody<N extends ProxyName> = Infer<ProxyOperations[N]['body']>;
export type ProxyResponse<N extends ProxyName> = ProxyOperations[N]['response'];

/** The submit request envelope (spec "Submit request envelope"). */
export interface SubmitEnvelope<N extends SubmitName = SubmitName> {
  type: SubmitOperations[N]['type'];
  timestampMs: string;
  organizationId: string;
  parameters: SubmitParams<N>;
  generateAppProofs?: boolean;
}

/**
 * Schema of a submit envelope for one operation: `type` pinned. `generateAppProofs` is accepted
 * on every operation: where the spec lists it (`row.appProofs`) it asks for app proofs; on the
 * others it is a leniency for the production client (see `appProofsFlagLeniency`) and ignored.
 */
export function submitEnvelopeSchema(op: SubmitName) {
  const row = submitOperations[op];
  const parameters = row.parameters as AnyObjectSchema;
  return object({
    type: literalUnion([row.type] as const),
    timestampMs: integerString(),
    organizationId: id(),
    parameters: row.appProofs ? withAppProofsCopy(parameters) : parameters,
    generateAppProofs: optional(boolean()),
  });
}

/** `parameters` that may also carry the production client's copy of `generateAppProofs`. */
function withAppProofsCopy(parameters: AnyObjectSchema): AnyObjectSchema {
  const flag = boolean();
  return {
    ...parameters,
    check(value, path, issues) {
      if (typeof value !== 'object' || value === null || !('generateAppProofs' in value)) {
        return parameters.check(value, path, issues);
      }
      const { generateAppProofs, ...rest } = value as Record<string, unknown>;
      flag.check(generateAppProofs, `${path}.generateAppProofs`, issues);
      return parameters.check(rest, path, issues);
    },
  };
}
