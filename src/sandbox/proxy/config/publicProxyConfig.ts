import type { SandboxContext } from '../../sandboxContext.js';
import { rateLimitOf } from '../rateLimits/checkRateLimit.js';
import { MAX_SIGNUP_WALLET_ACCOUNTS, RATE_LIMITED_OPERATIONS } from '../rateLimits/proxyLimits.js';
import { oauthRedirectUrlOf } from './oauthRedirectUrlOf.js';
import type { ProxyConfigRecord } from './proxyRecords.js';

/** A configuration as `/__dev/proxy-config` shows it (the key stays sealed and unshown). */
export function publicProxyConfig(ctx: SandboxContext, config: ProxyConfigRecord) {
  return {
    configId: config.id,
    organizationId: config.organizationId,
    enabled: config.enabled,
    allowedOrigins: config.allowedOrigins,
    sessionExpirationSeconds: config.sessionExpirationSeconds,
    otpLength: config.otpLength,
    otpAlphanumeric: config.otpAlphanumeric,
    emailCustomization: {
      appName: config.appName,
      ...(config.logoUrl ? { logoUrl: config.logoUrl } : {}),
    },
    oauthRedirectUrl: oauthRedirectUrlOf(ctx, config),
    oauthRedirectUrlIsDefault: config.oauthRedirectUrl === undefined,
    additionalRedirectUrls: config.additionalRedirectUrls,
    socialLogins: config.socialLogins,
    socialLinkingClientIds: config.socialLinkingClientIds,
    methods: config.methods,
    requireVerificationTokenForAccountLookup: config.requireVerificationTokenForAccountLookup,
    ...(config.turnstileSiteKey ? { turnstileSiteKey: config.turnstileSiteKey } : {}),
    rateLimits: Object.fromEntries(
      RATE_LIMITED_OPERATIONS.map((op) => [op, rateLimitOf(config, op)]),
    ),
    maxSignupWalletAccounts: MAX_SIGNUP_WALLET_ACCOUNTS,
    proxyUserId: config.proxyUserId,
    proxyApiKeyId: config.proxyCredentialId,
    updatedAtMs: config.updatedAtMs,
  };
}
