/**
 * Enumerations of the spec, exactly as listed ("enumerated fields limited to the listed values").
 */

export const CREDENTIAL_TYPES = [
  'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
  'CREDENTIAL_TYPE_API_KEY_P256',
  'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256',
  'CREDENTIAL_TYPE_API_KEY_SECP256K1',
  'CREDENTIAL_TYPE_EMAIL_AUTH_KEY_P256',
  'CREDENTIAL_TYPE_API_KEY_ED25519',
  'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
  'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
  'CREDENTIAL_TYPE_OAUTH_KEY_P256',
  'CREDENTIAL_TYPE_LOGIN',
] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

export const AUTHENTICATOR_TRANSPORTS = [
  'AUTHENTICATOR_TRANSPORT_BLE',
  'AUTHENTICATOR_TRANSPORT_INTERNAL',
  'AUTHENTICATOR_TRANSPORT_NFC',
  'AUTHENTICATOR_TRANSPORT_USB',
  'AUTHENTICATOR_TRANSPORT_HYBRID',
] as const;
export type AuthenticatorTransport = (typeof AUTHENTICATOR_TRANSPORTS)[number];

export const EARN_PROVIDERS = ['EARN_PROVIDER_ALPHA', 'EARN_PROVIDER_BETA'] as const;
export type EarnProvider = (typeof EARN_PROVIDERS)[number];

export const CHAINS_CAIP2 = [
  'eip155:1',
  'eip155:8453',
  'eip155:42161',
  'eip155:137',
  'eip155:56',
  'eip155:4217',
] as const;
export type ChainCaip2 = (typeof CHAINS_CAIP2)[number];

export const CURVES = ['CURVE_SECP256K1', 'CURVE_ED25519', 'CURVE_P256'] as const;
export type Curve = (typeof CURVES)[number];

export const PATH_FORMATS = ['PATH_FORMAT_BIP32'] as const;
export type PathFormat = (typeof PATH_FORMATS)[number];

export const ADDRESS_FORMATS = [
  'ADDRESS_FORMAT_UNCOMPRESSED',
  'ADDRESS_FORMAT_COMPRESSED',
  'ADDRESS_FORMAT_ETHEREUM',
  'ADDRESS_FORMAT_SOLANA',
  'ADDRESS_FORMAT_COSMOS',
  'ADDRESS_FORMAT_TRON',
  'ADDRESS_FORMAT_SUI',
  'ADDRESS_FORMAT_APTOS',
  'ADDRESS_FORMAT_BITCOIN_MAINNET_P2PKH',
  'ADDRESS_FORMAT_BITCOIN_MAINNET_P2SH',
  'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH',
  'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WSH',
  'ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR',
  'ADDRESS_FORMAT_BITCOIN_TESTNET_P2PKH',
  'ADDRESS_FORMAT_BITCOIN_TESTNET_P2SH',
  'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH',
  'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WSH',
  'ADDRESS_FORMAT_BITCOIN_TESTNET_P2TR',
  'ADDRESS_FORMAT_BITCOIN_SIGNET_P2PKH',
  'ADDRESS_FORMAT_BITCOIN_SIGNET_P2SH',
  'ADDRESS_FORMAT_BITCOIN_SIGNET_P2WPKH',
  'ADDRESS_FORMAT_BITCOIN_SIGNET_P2WSH',
  'ADDRESS_FORMAT_BITCOIN_SIGNET_P2TR',
  'ADDRESS_FORMAT_BITCOIN_REGTEST_P2PKH',
  'ADDRESS_FORMAT_BITCOIN_REGTEST_P2SH',
  'ADDRESS_FORMAT_BITCOIN_REGTEST_P2WPKH',
  'ADDRESS_FORMAT_BITCOIN_REGTEST_P2WSH',
  'ADDRESS_FORMAT_BITCOIN_REGTEST_P2TR',
  'ADDRESS_FORMAT_SEI',
  'ADDRESS_FORMAT_XLM',
  'ADDRESS_FORMAT_DOGE_MAINNET',
  'ADDRESS_FORMAT_DOGE_TESTNET',
  'ADDRESS_FORMAT_TON_V3R2',
  'ADDRESS_FORMAT_TON_V4R2',
  'ADDRESS_FORMAT_TON_V5R1',
  'ADDRESS_FORMAT_XRP',
  'ADDRESS_FORMAT_SPARK_MAINNET',
  'ADDRESS_FORMAT_SPARK_REGTEST',
] as const;
export type AddressFormat = (typeof ADDRESS_FORMATS)[number];

export const MNEMONIC_LENGTHS = [12, 15, 18, 21, 24] as const;
export type MnemonicLength = (typeof MNEMONIC_LENGTHS)[number];

export const API_KEY_CURVES = [
  'API_KEY_CURVE_P256',
  'API_KEY_CURVE_SECP256K1',
  'API_KEY_CURVE_ED25519',
] as const;
export type ApiKeyCurve = (typeof API_KEY_CURVES)[number];

export const CLIENT_SIGNATURE_SCHEMES = ['CLIENT_SIGNATURE_SCHEME_API_P256'] as const;

/**
 * Client signatures by an external wallet over a `signup_v2` that registers its key: this kit's
 * extension (the production service's published types, `v1ClientSignatureScheme` of
 * `@turnkey/sdk-types` 0.x, define only the P-256 scheme; docs/wallet-signup-proof.md). Named
 * after the stamp schemes of the same keys.
 */
export const WALLET_CLIENT_SIGNATURE_SCHEMES = [
  'CLIENT_SIGNATURE_SCHEME_API_SECP256K1_EIP191',
  'CLIENT_SIGNATURE_SCHEME_API_ED25519',
] as const;
export type WalletClientSignatureScheme = (typeof WALLET_CLIENT_SIGNATURE_SCHEMES)[number];

export const SMART_CONTRACT_INTERFACE_TYPES = [
  'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
  'SMART_CONTRACT_INTERFACE_TYPE_SOLANA',
] as const;

export const TRANSPORT_ENCRYPTION_SUITES = [
  'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1',
] as const;

export const WEBHOOK_EVENT_TYPES = [
  'ACTIVITY_UPDATES',
  'BALANCE_CONFIRMED_UPDATES',
  'BALANCE_FINALIZED_UPDATES',
] as const;

export const EMAIL_EVENT_TYPES = [
  'Send',
  'Delivery',
  'Bounce',
  'DeliveryDelay',
  'Complaint',
] as const;
export type EmailEventType = (typeof EMAIL_EVENT_TYPES)[number];

export const OTP_TYPES = ['OTP_TYPE_EMAIL', 'OTP_TYPE_SMS'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

export const OAUTH2_PROVIDERS = ['OAUTH2_PROVIDER_X', 'OAUTH2_PROVIDER_DISCORD'] as const;
export type OAuth2Provider = (typeof OAUTH2_PROVIDERS)[number];

export const ACCOUNT_FILTER_TYPES = [
  'EMAIL',
  'PHONE_NUMBER',
  'CREDENTIAL_ID',
  'OIDC_TOKEN',
  'PUBLIC_KEY',
] as const;
export type AccountFilterType = (typeof ACCOUNT_FILTER_TYPES)[number];

/** `enabledProviders` values of `wallet_kit_config` (wire-details). */
export const AUTH_METHODS = [
  'email',
  'sms',
  'passkey',
  'wallet',
  'google',
  'apple',
  'facebook',
  'x',
  'discord',
] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

export const SESSION_TYPES = ['SESSION_TYPE_READ_WRITE', 'SESSION_TYPE_READ_ONLY'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const STAMP_SCHEMES = [
  'SIGNATURE_SCHEME_TK_API_P256',
  'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191',
  'SIGNATURE_SCHEME_TK_API_ED25519',
] as const;
export type StampScheme = (typeof STAMP_SCHEMES)[number];

export const ACTIVITY_STATUS_COMPLETED = 'ACTIVITY_STATUS_COMPLETED';

/**
 * How a signing activity reads its `payload` string into bytes (the production service's
 * `v1PayloadEncoding`): hex (`0x` optional), UTF-8 text, EIP-712 typed data (JSON), or an
 * EIP-7702 authorization (JSON).
 */
export const PAYLOAD_ENCODINGS = [
  'PAYLOAD_ENCODING_HEXADECIMAL',
  'PAYLOAD_ENCODING_TEXT_UTF8',
  'PAYLOAD_ENCODING_EIP712',
  'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION',
] as const;
export type PayloadEncoding = (typeof PAYLOAD_ENCODINGS)[number];

/**
 * The hash a signing activity applies to the payload bytes before signing (production's
 * `v1HashFunction`): `NO_OP` signs the bytes as the 32-byte digest they already are;
 * `NOT_APPLICABLE` is the one value Ed25519 takes (RFC 8032 hashes internally).
 */
export const HASH_FUNCTIONS = [
  'HASH_FUNCTION_NO_OP',
  'HASH_FUNCTION_SHA256',
  'HASH_FUNCTION_KECCAK256',
  'HASH_FUNCTION_NOT_APPLICABLE',
] as const;
export type HashFunction = (typeof HASH_FUNCTIONS)[number];

/**
 * What `sign_transaction`'s `unsignedTransaction` is (production's `v1TransactionType`): the
 * chain whose canonical serialization the hex holds.
 */
export const TRANSACTION_TYPES = [
  'TRANSACTION_TYPE_ETHEREUM',
  'TRANSACTION_TYPE_SOLANA',
  'TRANSACTION_TYPE_TRON',
  'TRANSACTION_TYPE_BITCOIN',
  'TRANSACTION_TYPE_TEMPO',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
