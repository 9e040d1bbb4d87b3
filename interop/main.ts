/**
 * The interop page: the production service's own client (`@turnkey/core`, the newest the
 * registry serves and the 2.5 line) running unchanged in Chromium against the sandbox. The
 * Playwright suite (interop/*.spec.ts) drives it through `window.interop`; nothing here reaches
 * the sandbox's dev endpoints, which stay the test runner's (Node) business.
 *
 * One shim, and only one: `verifyOtp` pins the production OTP encryption key with no override,
 * so the page encrypts the code with the same package's `encryptOtpCodeToBundle`, passing the
 * sandbox's `tlsFetcher` key as its `dangerouslyOverrideSignerPublicKey`, and sends the result
 * with the client's own `proxyVerifyOtpV2`. Everything else is the client's public API.
 */
import { encryptOtpCodeToBundle } from '@turnkey/crypto';

export interface InteropSetup {
  version: '2.8.1' | '2.5.0';
  apiBaseUrl: string;
  authProxyUrl: string;
  authProxyConfigId: string;
  organizationId: string;
  /** The sandbox's OTP bundle signer (uncompressed P-256 hex), from its `/__dev/info`. */
  tlsFetcherKey: string;
  rpId: string;
}

/** The parts of `TurnkeyClient` (2.5 and 2.8 alike) the rows use. */
interface Session {
  organizationId: string;
  userId: string;
  publicKey?: string;
  token?: string;
}
interface Client {
  init(): Promise<void>;
  createApiKeyPair(): Promise<string>;
  getSession(): Promise<Session | undefined>;
  signUpWithOtp(p: Record<string, unknown>): Promise<unknown>;
  loginWithOtp(p: Record<string, unknown>): Promise<unknown>;
  completeOauth(p: Record<string, unknown>): Promise<{ action?: string }>;
  signUpWithPasskey(p?: Record<string, unknown>): Promise<unknown>;
  loginWithPasskey(p?: Record<string, unknown>): Promise<unknown>;
  refreshSession(p?: Record<string, unknown>): Promise<unknown>;
  logout(): Promise<void>;
  fetchUser(): Promise<{ userId: string; userEmail?: string; authenticators: unknown[] }>;
  fetchWallets(): Promise<{ walletId: string; accounts: { address: string }[] }[]>;
  fetchWalletProviders(chain?: string): Promise<WalletProvider[]>;
  loginOrSignupWithWallet(p: {
    walletProvider: WalletProvider;
  }): Promise<{ action?: string; address: string }>;
  httpClient: {
    proxyInitOtpV2(
      p: Record<string, unknown>,
    ): Promise<{ otpId: string; otpEncryptionTargetBundle: string }>;
    proxyVerifyOtpV2(p: Record<string, unknown>): Promise<{ verificationToken: string }>;
    proxyOAuth2Authenticate(p: Record<string, unknown>): Promise<{ oidcToken: string }>;
    getWhoami(p: Record<string, unknown>): Promise<{ userId: string; organizationId: string }>;
    createSessionProfile(p: Record<string, unknown>): Promise<{ sessionProfileId: string }>;
  };
}

/** The fields of `@turnkey/core`'s `WalletProvider` the wallet row reads. */
interface WalletProvider {
  interfaceType: string;
  chainInfo: { namespace: string };
  info: { name: string };
}

let setup: InteropSetup;
let client: Client;
let pendingOtp: { otpId: string; otpEncryptionTargetBundle: string } | undefined;

const ETHEREUM_ACCOUNT = {
  curve: 'CURVE_SECP256K1',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/60'/0'/0/0",
  addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
};

async function loadClient(
  version: InteropSetup['version'],
): Promise<new (config: unknown) => Client> {
  const mod =
    version === '2.8.1' ? await import('@turnkey/core') : await import('turnkey-core-2-5');
  return mod.TurnkeyClient as unknown as new (
    config: unknown,
  ) => Client;
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

async function session(): Promise<Session> {
  const s = await client.getSession();
  if (!s) throw new Error('no session stored');
  return s;
}

/** A readable failure for the runner: the client's typed error code and the service's text. */
async function run<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const e = error as { code?: string; message?: string; cause?: { message?: string } };
    throw new Error(
      `${e.code ?? 'ERROR'}: ${e.message ?? String(error)} | ${e.cause?.message ?? ''}`,
    );
  }
}

/** The client as an app configures it; `walletConfig` turns on wallet login (EIP-6963). */
async function newClient(walletConfig?: Record<string, unknown>): Promise<Client> {
  const TurnkeyClient = await loadClient(setup.version);
  const made = new TurnkeyClient({
    apiBaseUrl: setup.apiBaseUrl,
    authProxyUrl: setup.authProxyUrl,
    authProxyConfigId: setup.authProxyConfigId,
    organizationId: setup.organizationId,
    passkeyConfig: { rpId: setup.rpId },
    ...(walletConfig ? { walletConfig } : {}),
  });
  await made.init();
  return made;
}

const interop = {
  async init(s: InteropSetup) {
    setup = s;
    client = await newClient();
    return s.version;
  },

  otpStart: (email: string) =>
    run(async () => {
      pendingOtp = await client.httpClient.proxyInitOtpV2({
        otpType: 'OTP_TYPE_EMAIL',
        contact: email,
      });
      return pendingOtp.otpId;
    }),

  /** verifyOtp's shim (see above), then the client's own signUpWithOtp / loginWithOtp. */
  otpFinish: (email: string, code: string, mode: 'signup' | 'login') =>
    run(async () => {
      if (!pendingOtp) throw new Error('otpStart first');
      const publicKey = await client.createApiKeyPair();
      const encryptedOtpBundle = await encryptOtpCodeToBundle(
        code,
        pendingOtp.otpEncryptionTargetBundle,
        publicKey,
        setup.tlsFetcherKey,
      );
      const { verificationToken } = await client.httpClient.proxyVerifyOtpV2({
        otpId: pendingOtp.otpId,
        encryptedOtpBundle,
      });
      if (mode === 'signup') {
        await client.signUpWithOtp({
          verificationToken,
          contact: email,
          otpType: 'OTP_TYPE_EMAIL',
          createSubOrgParams: {
            customWallet: { walletName: 'Interop wallet', walletAccounts: [ETHEREUM_ACCOUNT] },
          },
        });
      } else {
        await client.loginWithOtp({ verificationToken });
      }
      const s = await session();
      return { organizationId: s.organizationId, userId: s.userId };
    }),

  /** A session key first; the OIDC nonce binds it (wire-details, "OAuth"). */
  oauthKey: () =>
    run(async () => {
      const publicKey = await client.createApiKeyPair();
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(publicKey));
      return { publicKey, nonce: hex(digest) };
    }),

  oauth2Exchange: (p: Record<string, string>) =>
    run(async () => (await client.httpClient.proxyOAuth2Authenticate(p)).oidcToken),

  oauthFinish: (oidcToken: string, publicKey: string) =>
    run(async () => {
      const out = await client.completeOauth({ oidcToken, publicKey, providerName: 'interop' });
      const s = await session();
      return { action: out.action, organizationId: s.organizationId, userId: s.userId };
    }),

  passkeySignup: () =>
    run(async () => {
      await client.signUpWithPasskey({ passkeyDisplayName: 'interop passkey' });
      const s = await session();
      return { organizationId: s.organizationId, userId: s.userId };
    }),

  /** Logs out, then in with the passkey: the envelope names the parent, the client's default. */
  passkeyLogin: () =>
    run(async () => {
      await client.logout();
      await client.loginWithPasskey();
      const s = await session();
      return { organizationId: s.organizationId, userId: s.userId };
    }),

  refresh: () =>
    run(async () => {
      const before = await session();
      await client.refreshSession();
      const after = await session();
      return { before: before.publicKey, after: after.publicKey, userId: after.userId };
    }),

  reads: () =>
    run(async () => {
      const s = await session();
      const me = await client.httpClient.getWhoami({ organizationId: s.organizationId });
      const user = await client.fetchUser();
      const wallets = await client.fetchWallets();
      return {
        whoami: me.userId,
        userId: user.userId,
        userEmail: user.userEmail ?? null,
        authenticators: user.authenticators.length,
        wallets: wallets.length,
        addresses: wallets.flatMap((w) => w.accounts.map((a) => a.address)),
      };
    }),

  /**
   * Wallet login with the page's EIP-6963 wallet (the dev wallet of `embedded-wallet-kit`'s
   * testing entry, which approves at once): the client's own `loginOrSignupWithWallet`, twice
   * (a signup, then a login of the same user), on a client configured for wallet auth. Each
   * answers the action, the session's user and the address the wallet signed with.
   */
  walletLogin: (walletName: string) =>
    run(async () => {
      const walletClient = await newClient({
        features: { auth: true },
        chains: { ethereum: { native: true } },
      });
      const providers = await walletClient.fetchWalletProviders();
      const walletProvider = providers.find(
        (p) => p.info.name === walletName && p.chainInfo.namespace === 'ethereum',
      );
      if (!walletProvider) {
        throw new Error(`no ${walletName} among ${providers.map((p) => p.info.name).join(', ')}`);
      }
      const rounds: { action?: string; address: string; userId: string; organizationId: string }[] =
        [];
      for (let i = 0; i < 2; i++) {
        const out = await walletClient.loginOrSignupWithWallet({ walletProvider });
        const s = await walletClient.getSession();
        if (!s) throw new Error('no session stored after the wallet login');
        rounds.push({
          action: out.action,
          address: out.address,
          userId: s.userId,
          organizationId: s.organizationId,
        });
        await walletClient.logout();
      }
      return rounds;
    }),

  /** One signed write, stamped by the session key (the client adds `generateAppProofs: false`). */
  write: () =>
    run(async () => {
      const out = await client.httpClient.createSessionProfile({
        sessionProfileName: `interop ${Date.now()}`,
        scope: 'SESSION_SCOPE_READ_WRITE',
      });
      return out.sessionProfileId;
    }),
};

declare global {
  interface Window {
    interop: typeof interop;
  }
}
window.interop = interop;
const status = document.getElementById('status');
if (status) status.textContent = 'ready';
