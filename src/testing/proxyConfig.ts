import { resolveTarget, type SandboxTarget } from './sandboxTarget.js';

/**
 * A change to the sandbox's auth proxy configuration (`PATCH /__dev/proxy-config`): every field
 * optional, as the spec's "Proxy configuration settings" table names them.
 */
export interface ProxyConfigPatch {
  enabled?: boolean;
  allowedOrigins?: string[];
  /**
   * Session lifetime in seconds (default 900). A few seconds lets a test watch a session expire.
   */
  sessionExpirationSeconds?: number;
  otpLength?: number;
  otpAlphanumeric?: boolean;
  emailCustomization?: { appName?: string; logoUrl?: string | null };
  oauthRedirectUrl?: string | null;
  additionalRedirectUrls?: string[];
  socialLogins?: Partial<
    Record<
      'google' | 'apple' | 'facebook' | 'x' | 'discord',
      { enabled?: boolean; clientId?: string }
    >
  >;
  socialLinkingClientIds?: string[];
  methods?: Partial<Record<'email' | 'sms' | 'passkey' | 'wallet', boolean>>;
  requireVerificationTokenForAccountLookup?: boolean;
  /**
   * Sandbox-wide, until restart: `false` takes a wallet signup without the wallet's proof of
   * possession, as the production service does (to reproduce a squat the kit must refuse).
   */
  requireWalletProof?: boolean;
  /**
   * Sandbox extension: per-client-address limits, `{limit, windowSeconds}` per operation
   * (`null` restores the default). Defaults: 60 a minute (`otp_verify_v2` 120, `signup_v2` 30).
   */
  rateLimits?: Partial<
    Record<
      | 'otp_init_v2'
      | 'otp_verify_v2'
      | 'otp_login_v2'
      | 'signup_v2'
      | 'oauth_login'
      | 'oauth2_authenticate',
      { limit: number; windowSeconds: number } | null
    >
  >;
  /**
   * A Cloudflare Turnstile site key for `wallet_kit_client_params` (`null` removes it): the
   * production React kit then shows its captcha. The sandbox does not check the answers.
   */
  turnstileSiteKey?: string | null;
}

/**
 * The configuration as `/__dev/proxy-config` shows it (fields as in `ProxyConfigPatch`, and more).
 */
export type ProxyConfigView = Record<string, unknown> & {
  configId: string;
  sessionExpirationSeconds: number;
};

async function call(target: SandboxTarget, init: RequestInit): Promise<ProxyConfigView> {
  const { url, fetch } = resolveTarget(target);
  const response = await fetch(`${url}/__dev/proxy-config`, {
    ...init,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`/__dev/proxy-config answered HTTP ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as ProxyConfigView;
}

/** Reads the sandbox's proxy configuration. */
export function readProxyConfig(target: SandboxTarget): Promise<ProxyConfigView> {
  return call(target, { method: 'GET' });
}

/** Changes the sandbox's proxy configuration; answers the configuration now in force. */
export function patchProxyConfig(
  target: SandboxTarget,
  patch: ProxyConfigPatch,
): Promise<ProxyConfigView> {
  return call(target, { method: 'PATCH', body: JSON.stringify(patch) });
}
