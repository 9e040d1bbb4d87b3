import type { ProxyName } from 'embedded-wallet-kit/protocol';

/**
 * The proxy's limits on what one client may ask of it (the spec: "Rate limits ... not shown").
 *
 * Per client address (the HTTP server's peer address; see http/clientAddress.ts), per proxy
 * configuration, per operation: at most `limit` calls in each `windowSeconds`, then 429 with
 * `Retry-After` until the window ends. Generous: a person using the demo, or the e2e suite
 * running through the demo's dev server (one address for all its tests), stays far below; a
 * script creating accounts or spraying codes does not. `PATCH /__dev/proxy-config`
 * `{"rateLimits": {"signup_v2": {"limit": 5, "windowSeconds": 60}}}` changes one, `null` resets.
 */
export const RATE_LIMITED_OPERATIONS = [
  'otp_init_v2',
  'otp_verify_v2',
  'otp_login_v2',
  'signup_v2',
  'oauth_login',
  'oauth2_authenticate',
] as const satisfies readonly ProxyName[];
export type RateLimitedOperation = (typeof RATE_LIMITED_OPERATIONS)[number];

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitedOperation, RateLimit>> = {
  otp_init_v2: { limit: 60, windowSeconds: 60 },
  otp_verify_v2: { limit: 120, windowSeconds: 60 },
  otp_login_v2: { limit: 60, windowSeconds: 60 },
  signup_v2: { limit: 30, windowSeconds: 60 },
  oauth_login: { limit: 60, windowSeconds: 60 },
  oauth2_authenticate: { limit: 60, windowSeconds: 60 },
};

/**
 * The work one anonymous `signup_v2` may ask for: wallet accounts derived with the new
 * sub-organization. Each costs a key derivation and an app proof (about 4 ms here); the signed
 * API's `create_wallet` (an authenticated caller) keeps the schema's 100.
 */
export const MAX_SIGNUP_WALLET_ACCOUNTS = 20;
