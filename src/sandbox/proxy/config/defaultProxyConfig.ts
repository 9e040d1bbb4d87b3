import type { ProxyConfigRecord } from './proxyRecords.js';

/** Client ids the seeded configuration registers with the dev OAuth provider. */
export const DEV_CLIENT_IDS = {
  google: 'ewk-sandbox-google',
  apple: 'ewk-sandbox-apple',
  facebook: 'ewk-sandbox-facebook',
  x: 'ewk-sandbox-x',
  discord: 'ewk-sandbox-discord',
} as const;

/**
 * The configuration a first start seeds: what makes the demo work out of the box. Spec defaults
 * where the spec has them (origins `*`, 900 s sessions); e-mail and SMS OTP, passkeys, external
 * wallets, Google (played by the dev OIDC provider), X and Discord (dev OAuth 2.0) on; Apple and
 * Facebook off but ready to switch on through `PATCH /__dev/proxy-config`.
 */
export function defaultProxyConfig(args: {
  id: string;
  organizationId: string;
  proxyCredentialId: string;
  proxyUserId: string;
  nowMs: number;
}): ProxyConfigRecord {
  return {
    id: args.id,
    organizationId: args.organizationId,
    enabled: true,
    allowedOrigins: ['*'],
    sessionExpirationSeconds: 900,
    otpLength: 6,
    otpAlphanumeric: false,
    appName: 'Embedded Wallet Kit Sandbox',
    additionalRedirectUrls: [],
    socialLogins: {
      google: { enabled: true, clientId: DEV_CLIENT_IDS.google },
      apple: { enabled: false, clientId: DEV_CLIENT_IDS.apple },
      facebook: { enabled: false, clientId: DEV_CLIENT_IDS.facebook },
      x: { enabled: true, clientId: DEV_CLIENT_IDS.x },
      discord: { enabled: true, clientId: DEV_CLIENT_IDS.discord },
    },
    socialLinkingClientIds: [DEV_CLIENT_IDS.google],
    methods: { email: true, sms: true, passkey: true, wallet: true },
    requireVerificationTokenForAccountLookup: false,
    proxyCredentialId: args.proxyCredentialId,
    proxyUserId: args.proxyUserId,
    createdAtMs: args.nowMs,
    updatedAtMs: args.nowMs,
  };
}
