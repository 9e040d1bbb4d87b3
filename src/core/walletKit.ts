import type { ProxyResponse } from '../protocol/operations.js';
import type { CallOptions } from './clients/callOptions.js';
import type { AuthProxyClient } from './clients/createAuthProxyClient.js';
import type { SignedApiClient } from './clients/createSignedApiClient.js';
import type {
  AttestationPolicy,
  VerifiedAttestation,
} from './crypto/attestation/verifyBootProof.js';
import type { CryptoLike } from './crypto/cryptoLike.js';
import type { TrustedKeys } from './crypto/trustedKeys.js';
import type { KeyStore } from './keys/keyStore.js';
import type { CeremonyGuard } from './login/ceremonyGuard.js';
import type { KnownAccounts } from './login/knownAccounts.js';
import type { OAuthPopupPort } from './oauth/oauthPorts.js';
import type { OAuthProviderName } from './oauth/oauthProviders.js';
import type { PasskeysHere } from './passkeys/passkeysHere.js';
import type { WebAuthnPort } from './passkeys/webAuthnPort.js';
import type { ServiceClock } from './platform/createServiceClock.js';
import type { StorageLike } from './platform/storageLike.js';
import type { SessionStore } from './session/createSessionStore.js';
import type { KitChain } from './signing/kitChain.js';

/** The organization's login settings, from the proxy's `wallet_kit_config`. */
export type RemoteKitConfig = ProxyResponse<'wallet_kit_config'>;

/** How an OTP or OAuth token becomes a session (see `WalletKitOptions.tokenLogin`). */
export type TokenLogin = 'attested' | 'proxy';

/** A kit's settings after defaults (see `WalletKitOptions`). */
export interface ResolvedKitOptions {
  authProxyUrl: string;
  authProxyConfigId: string;
  baseUrl: string;
  organizationId: string;
  trustedKeys: TrustedKeys;
  /** What app-proof attestations must also match beyond the root (image PCRs, manifests). */
  appProofPolicy?: AttestationPolicy;
  tokenLogin: TokenLogin;
  /** Record User Timing measures of the login steps (see `WalletKitOptions.trace`). */
  trace: boolean;
  /**
   * Session lifetime asked of `stamp_login` when shorter than the configuration's
   * (`sessionLifetime`).
   */
  sessionExpirationSeconds?: number;
  /** The chains the app reads, signs and sends on (`WalletKitOptions.chains`). */
  chains: readonly KitChain[];
  passkey: {
    rpId?: string;
    rpName: string;
    timeoutMs: number;
  };
  oauth: {
    redirectUrl?: string;
    clientIds: Partial<Record<OAuthProviderName, string>>;
    authorizationUrls: Partial<Record<OAuthProviderName, string>>;
  };
}

/**
 * A configured kit: the clients, the session store and the platform parts every flow takes as
 * its first argument (`verifyOtp(kit, ...)`), wagmi-style, so an app bundles only the flows it
 * calls.
 */
export interface WalletKit {
  readonly options: ResolvedKitOptions;
  readonly proxy: AuthProxyClient;
  /** Signed API client, stamped with the current session's key. */
  readonly api: SignedApiClient;
  readonly session: SessionStore;
  readonly keys: KeyStore;
  /**
   * The service's time (`now()`): the device's clock (`clock.device`) with the offset the kit
   * learns from the service's answers. Every `timestampMs` and expiry the kit computes reads it;
   * a session timer should too (`session.expiresAt - kit.clock.now()`).
   */
  readonly clock: ServiceClock;
  readonly crypto: CryptoLike;
  readonly ceremony: CeremonyGuard;
  /**
   * The identities this device has logged in by token, so their next login skips the `account`
   * lookup (see `KnownAccounts`; persisted in `storage`).
   */
  readonly knownAccounts: KnownAccounts;
  /** Whether this browser has made or used a passkey for this app (see `PasskeysHere`). */
  readonly passkeysHere: PasskeysHere;
  /**
   * Boot proofs fetched and checked, by enclave ephemeral key (lower-case hex): an enclave's key
   * signs every proof until it reboots, so its boot proof is checked once per kit, not once per
   * address or signup. A failed fetch or check is not kept.
   */
  readonly verifiedAttestations: Map<string, Promise<VerifiedAttestation>>;
  readonly webauthn: WebAuthnPort;
  readonly oauthPopup: OAuthPopupPort;
  /** Full-page navigation (redirect-mode OAuth). */
  readonly navigate: (url: string) => void;
  /** Tab-scoped storage for a redirect login in progress (`sessionStorage` in browsers). */
  readonly pendingStorage: StorageLike;
  /** `wallet_kit_config`, fetched once and cached (again after a failure). */
  remoteConfig(options?: CallOptions): Promise<RemoteKitConfig>;
  /** Stops timers and cross-tab listening. */
  destroy(): void;
}
