import {
  array,
  boolean,
  type Issue,
  type OptionalSchema,
  object,
  optional,
  type Schema,
  string,
  validate,
} from 'embedded-wallet-kit/protocol/internal';
import { ServiceError } from '../../serviceError.js';
import { RATE_LIMITED_OPERATIONS } from '../rateLimits/proxyLimits.js';
import {
  DIRECT_METHODS,
  type ProxyConfigRecord,
  SOCIAL_PROVIDERS,
  type SocialLoginSetting,
} from './proxyRecords.js';

/** A whole number in a range, as a JSON number or a decimal string (wire counts are strings). */
function integerIn(min: number, max: number): Schema<number> {
  return {
    kind: 'integer',
    rule: `whole number from ${min} to ${max}`,
    check(value, path, issues) {
      const n = typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
        issues.push({ path, message: `must be a whole number from ${min} to ${max}` });
        return undefined;
      }
      return n;
    },
  };
}

/** `null` resets a setting to its default. */
function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return {
    kind: inner.kind,
    rule: `${inner.rule}, or null for the default`,
    check: (value, path, issues) => (value === null ? null : inner.check(value, path, issues)),
  };
}

const httpUrl = (): Schema<string> => ({
  kind: 'string',
  rule: 'absolute http(s) URL without a fragment',
  check(value, path, issues) {
    const text = string({ min: 1, maxBytes: 2048 }).check(value, path, issues);
    if (text === undefined) return undefined;
    try {
      const url = new URL(text);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hash) return text;
    } catch {
      // reported below
    }
    issues.push({ path, message: 'must be an absolute http(s) URL without a fragment' });
    return undefined;
  },
});

const clientId = () => string({ min: 1, maxBytes: 512 });

const socialSetting = optional(
  object({ enabled: optional(boolean()), clientId: optional(clientId()) }),
);

function shapeOf<K extends string, S>(keys: readonly K[], schema: S): Record<K, S> {
  return Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>;
}

const patchSchema = object({
  enabled: optional(boolean()),
  allowedOrigins: optional(array(string({ min: 1, maxBytes: 2048 }), { min: 1, max: 100 })),
  sessionExpirationSeconds: optional(integerIn(1, 31_536_000)),
  otpLength: optional(integerIn(6, 9)),
  otpAlphanumeric: optional(boolean()),
  emailCustomization: optional(
    object({
      appName: optional(string({ min: 1, maxBytes: 100 })),
      logoUrl: optional(nullable(httpUrl())),
    }),
  ),
  oauthRedirectUrl: optional(nullable(httpUrl())),
  additionalRedirectUrls: optional(array(httpUrl(), { max: 20 })),
  socialLogins: optional(object(shapeOf(SOCIAL_PROVIDERS, socialSetting))),
  socialLinkingClientIds: optional(array(clientId(), { max: 20 })),
  methods: optional(
    object(shapeOf(DIRECT_METHODS, optional(boolean()) as OptionalSchema<boolean>)),
  ),
  requireVerificationTokenForAccountLookup: optional(boolean()),
  // Cloudflare's site keys are short printable tokens (e.g. `0x4AAAAAAA...`).
  turnstileSiteKey: optional(
    nullable(string({ pattern: /^[\x21-\x7e]{1,256}$/, patternName: 'a Turnstile site key' })),
  ),
  rateLimits: optional(
    object(
      shapeOf(
        RATE_LIMITED_OPERATIONS,
        optional(
          nullable(object({ limit: integerIn(1, 1_000_000), windowSeconds: integerIn(1, 86_400) })),
        ),
      ),
    ),
  ),
});

function refuse(issues: Issue[]): never {
  throw ServiceError.fromIssues(issues);
}

/**
 * Applies a `PATCH /__dev/proxy-config` body: every field optional, unknown fields refused,
 * values checked against the spec's limits (OTP length 6 to 9, exact origins only).
 * `rateLimits` (a sandbox extension, proxyLimits.ts) sets `{limit, windowSeconds}` per
 * operation, `null` resets one to its default; `turnstileSiteKey` (`null` removes it) is what
 * `wallet_kit_client_params` publishes. Returns the
 * new configuration; the caller stores it.
 */
export function applyProxyConfigPatch(
  config: ProxyConfigRecord,
  patch: unknown,
  nowMs: number,
): ProxyConfigRecord {
  const checked = validate(patchSchema, patch);
  if (!checked.ok) refuse(checked.issues);
  const p = checked.value;
  const next: ProxyConfigRecord = {
    ...config,
    socialLogins: { ...config.socialLogins },
    methods: { ...config.methods },
  };
  const issues: Issue[] = [];

  if (p.enabled !== undefined) next.enabled = p.enabled;
  if (p.allowedOrigins !== undefined) {
    const origins: string[] = [];
    p.allowedOrigins.forEach((entry, i) => {
      const result = normalizeAllowedOrigin(entry);
      if ('problem' in result)
        issues.push({ path: `allowedOrigins[${i}]`, message: result.problem });
      else if (!origins.includes(result.origin)) origins.push(result.origin);
    });
    if (origins.includes('*') && origins.length > 1) {
      issues.push({ path: 'allowedOrigins', message: '"*" allows every origin: send it alone' });
    }
    next.allowedOrigins = origins;
  }
  if (p.sessionExpirationSeconds !== undefined)
    next.sessionExpirationSeconds = p.sessionExpirationSeconds;
  if (p.otpLength !== undefined) next.otpLength = p.otpLength;
  if (p.otpAlphanumeric !== undefined) next.otpAlphanumeric = p.otpAlphanumeric;
  if (p.emailCustomization?.appName !== undefined) next.appName = p.emailCustomization.appName;
  if (p.emailCustomization?.logoUrl !== undefined) {
    if (p.emailCustomization.logoUrl === null) delete next.logoUrl;
    else next.logoUrl = p.emailCustomization.logoUrl;
  }
  if (p.oauthRedirectUrl !== undefined) {
    if (p.oauthRedirectUrl === null) delete next.oauthRedirectUrl;
    else next.oauthRedirectUrl = p.oauthRedirectUrl;
  }
  if (p.additionalRedirectUrls !== undefined)
    next.additionalRedirectUrls = p.additionalRedirectUrls;
  for (const provider of SOCIAL_PROVIDERS) {
    const change = p.socialLogins?.[provider];
    if (!change) continue;
    const merged: SocialLoginSetting = { ...next.socialLogins[provider] };
    if (change.enabled !== undefined) merged.enabled = change.enabled;
    if (change.clientId !== undefined) merged.clientId = change.clientId;
    next.socialLogins[provider] = merged;
  }
  if (p.socialLinkingClientIds !== undefined)
    next.socialLinkingClientIds = p.socialLinkingClientIds;
  for (const method of DIRECT_METHODS) {
    const change = p.methods?.[method];
    if (change !== undefined) next.methods[method] = change;
  }
  if (p.requireVerificationTokenForAccountLookup !== undefined) {
    next.requireVerificationTokenForAccountLookup = p.requireVerificationTokenForAccountLookup;
  }
  if (p.turnstileSiteKey !== undefined) {
    if (p.turnstileSiteKey === null) delete next.turnstileSiteKey;
    else next.turnstileSiteKey = p.turnstileSiteKey;
  }

  if (p.rateLimits !== undefined) {
    const limits = { ...next.rateLimits };
    for (const op of RATE_LIMITED_OPERATIONS) {
      const change = p.rateLimits[op];
      if (change === null) delete limits[op];
      else if (change !== undefined) limits[op] = change;
    }
    next.rateLimits = limits;
  }

  for (const provider of SOCIAL_PROVIDERS) {
    const setting = next.socialLogins[provider];
    if (setting.enabled && !setting.clientId) {
      issues.push({
        path: `socialLogins.${provider}.clientId`,
        message: 'is required to enable it',
      });
    }
  }
  const ids = SOCIAL_PROVIDERS.map((s) => next.socialLogins[s].clientId).filter(Boolean);
  if (new Set(ids).size !== ids.length) {
    issues.push({ path: 'socialLogins', message: 'each provider needs its own client id' });
  }
  if (issues.length > 0) refuse(issues);
  next.updatedAtMs = nowMs;
  return next;
}

/**
 * An allowed-origins entry, checked and normalised (spec "Auth proxy" 2: exact URLs, default `*`,
 * partial wildcards such as a wildcard subdomain unsupported). Returns the origin
 * (`scheme://host[:port]`), `*`, or a reason it is refused.
 */
function normalizeAllowedOrigin(entry: string): { origin: string } | { problem: string } {
  if (entry === '*') return { origin: '*' };
  if (entry.includes('*')) {
    return {
      problem: `${entry}: partial wildcards are not supported; list exact origins, or "*" alone`,
    };
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return { problem: `${entry}: not a URL (expected e.g. https://app.example.com)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: `${entry}: only http and https origins are allowed` };
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    return { problem: `${entry}: an origin has no path, query, fragment or credentials` };
  }
  return { origin: url.origin };
}
