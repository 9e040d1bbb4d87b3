import { createAuthProxyClient } from './clients/createAuthProxyClient.js';
import { createSignedApiClient, type SignedApiClient } from './clients/createSignedApiClient.js';
import { loadSubmitRoutes } from './clients/loadSubmitRoutes.js';
import type { AttestationPolicy } from './crypto/attestation/verifyBootProof.js';
import type { CryptoLike } from './crypto/cryptoLike.js';
import { productionTrustedKeys, type TrustedKeys } from './crypto/trustedKeys.js';
import { createBrowserKeyStore } from './keys/createBrowserKeyStore.js';
import { createMemoryKeyStore } from './keys/createMemoryKeyStore.js';
import { createSessionKey } from './keys/createSessionKey.js';
import type { KeyStore } from './keys/keyStore.js';
import { createCeremonyGuard } from './login/ceremonyGuard.js';
import { createKnownAccounts } from './login/knownAccounts.js';
import { sessionLifetime } from './login/sessionLifetime.js';
import { browserOAuthPopup, type OAuthPopupPort } from './oauth/oauthPorts.js';
import type { OAuthProviderName } from './oauth/oauthProviders.js';
import { dropOtpCodes } from './otp/dropOtpCodes.js';
import { browserWebAuthn } from './passkeys/browserWebAuthn.js';
import { createPasskeysHere } from './passkeys/passkeysHere.js';
import type { WebAuthnPort } from './passkeys/webAuthnPort.js';
import { abortable } from './platform/abortable.js';
import type { BroadcastLike } from './platform/broadcastLike.js';
import { browserStorage, isBrowserPage } from './platform/browserGlobals.js';
import { type Clock, systemClock } from './platform/clock.js';
import { createMemoryStorage } from './platform/createMemoryStorage.js';
import { createServiceClock, deviceNow } from './platform/createServiceClock.js';
import type { LocksLike } from './platform/locksLike.js';
import type { StorageLike } from './platform/storageLike.js';
import { createCurrentSessionStamper } from './session/createCurrentSessionStamper.js';
import { createSessionStore } from './session/createSessionStore.js';
import { createWhoamiConfirm, type WhoamiConfirm } from './session/createWhoamiConfirm.js';
import { preloadSessionLifecycle, sessionLifecycleChunk } from './session/sessionLifecycleChunk.js';
import type { KitChain } from './signing/kitChain.js';
import { createSessionKeyStamper } from './stampers/createSessionKeyStamper.js';
import type { StampHeader } from './stampers/stamper.js';
import { createTransport, type TransportOptions } from './transport/createTransport.js';
import type { FetchLike } from './transport/transport.js';
import type { RemoteKitConfig, ResolvedKitOptions, TokenLogin, WalletKit } from './walletKit.js';

export interface WalletKitOptions {
  /** `{auth_proxy_url}`. */
  authProxyUrl: string;
  /** The organization's proxy configuration id (`X-Auth-Proxy-Config-ID`). */
  authProxyConfigId: string;
  /** `{base_url}` of the signed API. */
  baseUrl: string;
  /** The parent organization. */
  organizationId: string;
  /**
   * Service keys the kit pins. Default `productionTrustedKeys`; with the sandbox, the keys of
   * its bootstrap (`bootstrap.trustedKeys`).
   */
  trustedKeys?: TrustedKeys;
  fetch?: FetchLike;
  /** Where the session JWT persists. Default `localStorage` in browsers, memory elsewhere. */
  storage?: StorageLike;
  /** Where session keys live. Default IndexedDB where present, memory elsewhere. */
  keyStore?: KeyStore;
  /** Tab-scoped storage of a redirect login. Default `sessionStorage`, memory elsewhere. */
  pendingStorage?: StorageLike;
  crypto?: CryptoLike;
  /**
   * The device's clock (default: `Date.now` and the global timers). The kit's own, `kit.clock`,
   * wraps it with the offset of the service's clock it learns from the service's answers.
   */
  clock?: Clock;
  /** Uniform [0, 1) for retry jitter. */
  random?: () => number;
  /** Cross-tab messages; default a `BroadcastChannel` in browsers; `null` for none. */
  broadcastChannel?: BroadcastLike | null;
  /** Cross-tab refresh lock; default `navigator.locks` where present; `null` for none. */
  locks?: LocksLike | null;
  transport?: Pick<TransportOptions, 'timeoutMs' | 'retries' | 'backoffMs' | 'maxBackoffMs'>;
  session?: {
    /** `expiring` fires this long before expiry. Default 60 000 ms. */
    warningLeadMs?: number;
    /** Default true. */
    autoRefresh?: boolean;
    refreshLeadMs?: number;
    /**
     * Lifetime asked of `stamp_login` (passkey, wallet and attested logins, refresh), if shorter
     * than the proxy configuration's. Default: the configuration's (never more).
     */
    expirationSeconds?: number;
    /** Default `embedded-wallet-kit:session:<authProxyConfigId>`. */
    storageKey?: string;
  };
  passkey?: {
    /** WebAuthn relying party id. Default `location.hostname`. */
    rpId?: string;
    /** Shown in the passkey prompt. Default "Embedded wallet". */
    rpName?: string;
    /** Default 60 000 ms. */
    timeoutMs?: number;
    webauthn?: WebAuthnPort;
  };
  oauth?: {
    /** Default `wallet_kit_config.oauthRedirectUrl`. Same origin as the app. */
    redirectUrl?: string;
    /** Default `wallet_kit_config.oauthClientIds`. */
    clientIds?: Partial<Record<OAuthProviderName, string>>;
    /** Authorization endpoints other than the providers' own (the sandbox's dev provider). */
    authorizationUrls?: Partial<Record<OAuthProviderName, string>>;
    popup?: OAuthPopupPort;
    /** Full-page navigation. Default `location.assign`. */
    navigate?: (url: string) => void;
  };
  /**
   * Pins for the app-proof check every wallet made at signup goes through (wire-details, "Boot
   * proofs"): the enclave image's PCRs and the manifests to accept. Without one the check proves
   * an AWS Nitro enclave (or the sandbox) holds the key, not which image it runs.
   */
  appProofPolicy?: AttestationPolicy;
  /**
   * How an OTP or OAuth login turns its token into a session. `'attested'` (default): one
   * `stamp_login` to the signed API, stamped `X-Stamp-Attested` by the session key with the token
   * (wire-details, "Attested stamps"; what the production client does since 2.8), in place of
   * the proxy's `otp_login_v2` / `oauth_login`. `'proxy'`: the proxy's login, for a service that
   * does not take attested stamps, or a signed API the page cannot reach. Either way a returning
   * user on a device that logged them in before (`kit.knownAccounts`) needs that one request
   * after the code check; elsewhere the proxy's `account` lookup comes first, and a new user is
   * signed up (`signup_v2`) before the login.
   */
  tokenLogin?: TokenLogin;
  /**
   * Record each login step's crypto as User Timing measures (`ewk:crypto:*`) and the moment a
   * session is adopted (`ewk:session:signed-in`), for the DevTools Performance panel and the
   * browser bench. Default false (then nothing is recorded).
   */
  trace?: boolean;
  /**
   * The chains the app sends transactions on, each with its RPC URL (CAIP-2 ids:
   * `{ caip2: 'eip155:8453', name: 'Base', rpcUrl }`): `sendTransaction` reads nonces and fees
   * and broadcasts there, the confirmation screen names them, and the adapters switch among
   * them. Default none.
   */
  chains?: readonly KitChain[];
}

function defaultBroadcast(name: string): BroadcastLike | undefined {
  if (!isBrowserPage() || typeof BroadcastChannel === 'undefined') return undefined;
  return new BroadcastChannel(name);
}

function defaultLocks(): LocksLike | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks || typeof locks.request !== 'function') return undefined;
  // Web Locks resolves `request` with the callback's result once the lock is released.
  return {
    request: <T>(name: string, callback: () => Promise<T>) =>
      locks.request(name, () => callback()) as unknown as Promise<T>,
  };
}

/**
 * A call stamped by the session was refused: it may have been revoked from another device, which
 * `endRevokedSession` (in the session lifecycle chunk) asks the service, signing out if so. A
 * failed load leaves the session alone: the next refused call asks again.
 */
function checkRevoked(kit: WalletKit, { sessionKey }: StampHeader, ask: WhoamiConfirm): void {
  if (!sessionKey) return;
  sessionLifecycleChunk
    .load()
    .then((lifecycle) => lifecycle.endRevokedSession(kit, sessionKey, ask))
    .catch(() => {});
}

/** The kit's settings after defaults (`kit.options`). */
function resolveKitOptions(options: WalletKitOptions): ResolvedKitOptions {
  return {
    authProxyUrl: options.authProxyUrl,
    authProxyConfigId: options.authProxyConfigId,
    baseUrl: options.baseUrl,
    organizationId: options.organizationId,
    trustedKeys: options.trustedKeys ?? productionTrustedKeys,
    appProofPolicy: options.appProofPolicy,
    tokenLogin: options.tokenLogin ?? 'attested',
    trace: options.trace ?? false,
    sessionExpirationSeconds: options.session?.expirationSeconds,
    chains: options.chains ?? [],
    passkey: {
      rpId: options.passkey?.rpId,
      rpName: options.passkey?.rpName ?? 'Embedded wallet',
      timeoutMs: options.passkey?.timeoutMs ?? 60_000,
    },
    oauth: {
      redirectUrl: options.oauth?.redirectUrl,
      clientIds: { ...options.oauth?.clientIds },
      authorizationUrls: { ...options.oauth?.authorizationUrls },
    },
  };
}

/** Where the kit keeps things on this device, each a default unless the options name one. */
interface KitPlatform {
  keys: KeyStore;
  /** Cross-tab messages, when there are any; `ownChannel`: the kit opened it (and closes it). */
  channel: BroadcastLike | undefined;
  ownChannel: boolean;
  locks: LocksLike | undefined;
  /** `localStorage` (or the app's storage), when the page has one. */
  durable: StorageLike | undefined;
  /** Where the session and the kit's small records live: `durable`, else memory. */
  storage: StorageLike;
}

function kitPlatform(options: WalletKitOptions): KitPlatform {
  const durable = options.storage ?? browserStorage('localStorage');
  return {
    keys:
      options.keyStore ??
      (typeof indexedDB === 'undefined' && !isBrowserPage()
        ? createMemoryKeyStore()
        : createBrowserKeyStore()),
    channel:
      options.broadcastChannel === undefined
        ? defaultBroadcast(`embedded-wallet-kit:${options.authProxyConfigId}`)
        : (options.broadcastChannel ?? undefined),
    ownChannel: options.broadcastChannel === undefined,
    locks: options.locks === undefined ? defaultLocks() : (options.locks ?? undefined),
    durable,
    storage: durable ?? createMemoryStorage(),
  };
}

/**
 * The session store, wired to the kit it belongs to: it reads the signed API client and the kit
 * (made after it, around it) only when a session needs them (a refresh, a check with the
 * service), never while being made.
 */
function kitSessionStore(
  options: WalletKitOptions,
  platform: KitPlatform,
  parts: {
    clock: Clock;
    crypto: CryptoLike;
    api: () => SignedApiClient;
    kit: () => WalletKit;
    confirm: WhoamiConfirm;
  },
) {
  const { keys, durable } = platform;
  const { clock, crypto, api } = parts;
  return createSessionStore({
    notarizerKey: (options.trustedKeys ?? productionTrustedKeys).notarizer,
    keyStore: keys,
    storage: platform.storage,
    storageKey:
      options.session?.storageKey ?? `embedded-wallet-kit:session:${options.authProxyConfigId}`,
    clock,
    crypto,
    channel: platform.channel,
    locks: platform.locks,
    warningLeadMs: options.session?.warningLeadMs,
    refreshLeadMs: options.session?.refreshLeadMs,
    autoRefresh: options.session?.autoRefresh ?? true,
    trace: options.trace,
    persistence: () =>
      durable
        ? (keys.persistence ?? { mode: 'durable' })
        : { mode: 'memory', reason: isBrowserPage() ? 'STORAGE_UNAVAILABLE' : 'MEMORY_STORE' },
    sync: () => parts.kit().remoteConfig(),
    confirm: parts.confirm,
    // In the session lifecycle chunk, which the store has loaded before it refreshes.
    refresher: async (session, key) =>
      (await sessionLifecycleChunk.load()).createStampLoginRefresher({
        api,
        keys,
        newKey: () => createSessionKey(keys, deviceNow(clock), crypto),
        stamper: (keyPair) => createSessionKeyStamper(keyPair, crypto),
        lifetime: () => sessionLifetime(parts.kit()),
      })(session, key),
  });
}

/**
 * Creates a kit: clients, session store and platform parts, every default read here (never at
 * import time, so the core stays safe to import during server-side rendering). Flows take the
 * kit: `verifyOtp(kit, {...})`, `loginWithPasskey(kit)`.
 */
export function createWalletKit(options: WalletKitOptions): WalletKit {
  const clock = createServiceClock(options.clock ?? systemClock);
  const crypto = options.crypto ?? globalThis.crypto;
  const transport = createTransport({
    ...options.transport,
    clock,
    serviceClock: clock,
    fetch: options.fetch,
    random: options.random,
  });
  const platform = kitPlatform(options);
  const { keys, storage, channel } = platform;
  let api: SignedApiClient | undefined;
  let kit: WalletKit | undefined;
  const confirm = createWhoamiConfirm(() => api as SignedApiClient, crypto);
  const session = kitSessionStore(options, platform, {
    clock,
    crypto,
    api: () => api as SignedApiClient,
    kit: () => kit as WalletKit,
    confirm,
  });
  api = createSignedApiClient({
    baseUrl: options.baseUrl,
    transport,
    stamper: createCurrentSessionStamper(session, crypto),
    organizationId: () => session.getSnapshot().session?.organizationId ?? options.organizationId,
    clock,
    onUnauthenticated: (stamp) => checkRevoked(kit as WalletKit, stamp, confirm),
  });
  const proxy = createAuthProxyClient({
    authProxyUrl: options.authProxyUrl,
    authProxyConfigId: options.authProxyConfigId,
    transport,
  });
  let remote: Promise<RemoteKitConfig> | undefined;

  kit = {
    options: resolveKitOptions(options),
    proxy,
    api,
    session,
    keys,
    clock,
    crypto,
    // Every login runs as a ceremony: the session it will adopt needs the lifecycle chunk.
    ceremony: createCeremonyGuard(preloadSessionLifecycle),
    verifiedAttestations: new Map(),
    knownAccounts: createKnownAccounts({
      storage,
      storageKey: `embedded-wallet-kit:accounts:${options.authProxyConfigId}`,
      crypto,
    }),
    passkeysHere: createPasskeysHere(
      storage,
      `embedded-wallet-kit:passkeys:${options.authProxyConfigId}`,
    ),
    webauthn: options.passkey?.webauthn ?? browserWebAuthn,
    oauthPopup: options.oauth?.popup ?? browserOAuthPopup,
    navigate: options.oauth?.navigate ?? ((url) => globalThis.location.assign(url)),
    pendingStorage:
      options.pendingStorage ?? browserStorage('sessionStorage') ?? createMemoryStorage(),
    remoteConfig(callOptions = {}) {
      // One request shared by every caller, so it must not carry any one caller's signal: the
      // first caller giving up (React StrictMode unmounts at once) would fail all the others.
      const { signal, ...shared } = callOptions;
      remote ??= proxy.walletKitConfig({}, shared).catch((error: unknown) => {
        remote = undefined;
        throw error;
      });
      return abortable(remote, signal);
    },
    destroy() {
      session.destroy();
      dropOtpCodes(kit as WalletKit);
      // Only a channel the kit opened itself is the kit's to close.
      if (platform.ownChannel) channel?.close();
    },
  };
  void session.ready();
  // The signed API client loads the submit routes on first use; start now so no call waits.
  loadSubmitRoutes().catch(() => {});
  return kit;
}
