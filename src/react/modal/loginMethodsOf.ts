import type { OAuthProviderName, RemoteKitConfig } from '../../core/index.js';

export interface LoginMethods {
  email: boolean;
  sms: boolean;
  passkey: boolean;
  /** External wallets (Ethereum, Solana). */
  wallet: boolean;
  /** Enabled social logins, in the modal's order. */
  oauth: OAuthProviderName[];
  otpLength: number;
  otpAlphanumeric: boolean;
  appName: string | undefined;
  logoUrl: string | undefined;
}

const OAUTH_ORDER: readonly OAuthProviderName[] = ['google', 'apple', 'facebook', 'x', 'discord'];

/**
 * What the modal offers, from `wallet_kit_config` (wire-details: `enabledProviders` values;
 * client defaults when absent: `otpAlphanumeric` true, `otpLength` "6"). A length outside the
 * spec's 6 to 9 falls back to 6. The app's own name and logo win over the configuration's.
 */
export function loginMethodsOf(
  config: RemoteKitConfig,
  overrides: { appName?: string; logoUrl?: string } = {},
): LoginMethods {
  const enabled = new Set(config.enabledProviders);
  const length = Number(config.otpLength ?? '6');
  return {
    email: enabled.has('email'),
    sms: enabled.has('sms'),
    passkey: enabled.has('passkey'),
    wallet: enabled.has('wallet'),
    oauth: OAUTH_ORDER.filter((provider) => enabled.has(provider)),
    otpLength: Number.isInteger(length) && length >= 6 && length <= 9 ? length : 6,
    otpAlphanumeric: config.otpAlphanumeric ?? true,
    appName: overrides.appName ?? config.appName,
    logoUrl: overrides.logoUrl ?? config.logoUrl,
  };
}
