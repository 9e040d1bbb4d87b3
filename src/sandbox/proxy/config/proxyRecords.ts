/**
 * Record kinds of the auth proxy (declaration merging into `StoredRecords`, see
 * store/storedRecords.ts).
 */
import type { OtpType } from 'embedded-wallet-kit/protocol';
import type { RateLimit, RateLimitedOperation } from '../rateLimits/proxyLimits.js';

/** The social providers of the spec's "Social logins" setting (plus facebook, of wire-details). */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook', 'x', 'discord'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * OIDC providers give an id_token straight away (implicit flow, then `oauth_login`); OAuth 2.0
 * providers give a code the proxy exchanges in `oauth2_authenticate` (wire-details, "OAuth").
 */
export const OIDC_PROVIDERS: readonly SocialProvider[] = ['google', 'apple', 'facebook'];

/** The non-social methods of the spec's "Each authentication method ... enabled or disabled". */
export const DIRECT_METHODS = ['email', 'sms', 'passkey', 'wallet'] as const;
export type DirectMethod = (typeof DIRECT_METHODS)[number];

export interface SocialLoginSetting {
  enabled: boolean;
  /** The OAuth client id registered with the provider (the id_token's `aud`). */
  clientId?: string;
}

/**
 * One organization's auth proxy configuration: every setting of the spec's table "Proxy
 * configuration settings", plus the proxy's own key (by credential id; the key itself is a
 * `proxyKey` document, sealed).
 */
export interface ProxyConfigRecord {
  /** The config id, sent as `X-Auth-Proxy-Config-Id`. */
  id: string;
  /** The (parent) organization the proxy acts for. */
  organizationId: string;
  enabled: boolean;
  /** Exact origins (`https://app.example.com`) or the single entry `*` (spec default). */
  allowedOrigins: string[];
  /** Default session lifetime (spec default 900). */
  sessionExpirationSeconds: number;
  /** 6 to 9 (spec "Limits"). */
  otpLength: number;
  /** Character set: false = digits only, true = digits and upper-case letters. */
  otpAlphanumeric: boolean;
  /** E-mail customisation: application name and logo shown in OTP e-mails. */
  appName: string;
  logoUrl?: string;
  /** Redirect URI registered with the OAuth providers; absent = `${baseUrl}/oauth-callback`. */
  oauthRedirectUrl?: string;
  /** Sandbox extension: more redirect URIs registered with the dev OAuth provider. */
  additionalRedirectUrls: string[];
  socialLogins: Record<SocialProvider, SocialLoginSetting>;
  /** Google client ids allowed to link a Google identity to an e-mail-OTP account (same e-mail). */
  socialLinkingClientIds: string[];
  /** E-mail OTP, SMS OTP, passkeys, external wallets: each on or off. */
  methods: Record<DirectMethod, boolean>;
  /** Spec "Auth proxy" 5: contact lookups through `/v1/account` need a verification token. */
  requireVerificationTokenForAccountLookup: boolean;
  /**
   * Cloudflare Turnstile site key the production React kit shows a captcha with
   * (`wallet_kit_client_params`); absent: no captcha. The sandbox does not check the answers.
   */
  turnstileSiteKey?: string;
  /** Sandbox extension: per-address rate limits that differ from the defaults (proxyLimits.ts). */
  rateLimits?: Partial<Record<RateLimitedOperation, RateLimit>>;
  /** Credential id of the proxy's own API key (a key of the proxy user of the organization). */
  proxyCredentialId: string;
  proxyUserId: string;
  createdAtMs: number;
  updatedAtMs: number;
}

/** AES-256-GCM output, hex. */
export interface SealedBytes {
  iv: string;
  ciphertext: string;
  tag: string;
}

/**
 * The proxy's API key (spec "What the service does" 2: "kept encrypted and decrypted per
 * request, in memory only"). id = its credential id.
 */
export interface ProxyKeyRecord {
  id: string;
  organizationId: string;
  configId: string;
  /** Compressed SEC1 hex (what the stamp carries). */
  publicKey: string;
  /** Uncompressed SEC1 hex (what a JWK of the private key needs beside `d`). */
  publicKeyUncompressed: string;
  /** The 32-byte private scalar, sealed under the sandbox master key. */
  sealedPrivateKey: SealedBytes;
  createdAtMs: number;
}

/** One code sent by `otp_init_v2`. The code itself is kept only as a salted hash. */
export interface OtpRecord {
  /** otpId */
  id: string;
  organizationId: string;
  configId: string;
  otpType: OtpType;
  /** Normalised (e-mail lower-cased); indexed as `contact`. */
  contact: string;
  /** hex(sha256(salt || code)), compared in constant time. */
  codeHash: string;
  salt: string;
  /** Opens the `encryptedOtpBundle`; never leaves the sandbox. */
  targetPrivateKey: string;
  /** Every `otp_verify_v2` try counts, right or wrong; the sixth is refused. */
  attempts: number;
  usedAtMs?: number;
  createdAtMs: number;
  expiresAtMs: number;
}

/** A verification token spent for one usage (id = `${tokenId}:${usage}`). */
export interface UsedTokenRecord {
  id: string;
  tokenId: string;
  usage:
    | 'USAGE_TYPE_LOGIN'
    | 'USAGE_TYPE_SIGNUP'
    | 'USAGE_TYPE_UPDATE_EMAIL'
    | 'USAGE_TYPE_UPDATE_PHONE_NUMBER';
  usedAtMs: number;
}

declare module '../../store/storedRecords.js' {
  interface StoredRecords {
    proxyConfig: ProxyConfigRecord;
    proxyKey: ProxyKeyRecord;
    otp: OtpRecord;
    usedToken: UsedTokenRecord;
  }
  interface UserRecord {
    /** signup_v2 `userTag`, kept as sent. */
    userTag?: string;
  }
  interface CredentialRecord {
    /** The auth proxy's key: may submit only the proxy's own activities. */
    proxyScoped?: boolean;
  }
}
