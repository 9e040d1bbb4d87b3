import type { OAuthProviderName, RemoteKitConfig } from '../../core/index.js';

/**
 * A section of the modal's first screen: the social logins (one row), the e-mail field, the
 * phone field, the passkey, the external wallets. The production kit's `methodOrder` names.
 */
export type ModalMethod = 'socials' | 'email' | 'sms' | 'passkey' | 'wallet';

export interface OfferedLoginMethods {
  /** Each: enabled by `wallet_kit_config` and listed in the method order. */
  email: boolean;
  sms: boolean;
  passkey: boolean;
  /** External wallets (Ethereum, Solana). */
  wallet: boolean;
  /** The social logins offered, in the modal's order. */
  oauth: OAuthProviderName[];
  /**
   * The first screen's sections, in order: each one offered (`socials` when `oauth` is not empty).
   */
  order: ModalMethod[];
  otpLength: number;
  otpAlphanumeric: boolean;
  appName: string | undefined;
  logoUrl: string | undefined;
}

/** What the app sets over `wallet_kit_config` (the provider's `ui` options of the same names). */
export interface OfferedLoginMethodsOverrides {
  appName?: string | undefined;
  logoUrl?: string | undefined;
  /** The sections, in order; one left out is not shown (`['passkey']`: the passkey alone). */
  methodOrder?: readonly ModalMethod[] | undefined;
  /** The social logins, in order; one left out is not shown. */
  oauthOrder?: readonly OAuthProviderName[] | undefined;
}

const DEFAULT_METHOD_ORDER: readonly ModalMethod[] = [
  'socials',
  'email',
  'sms',
  'passkey',
  'wallet',
];
const DEFAULT_OAUTH_ORDER: readonly OAuthProviderName[] = [
  'google',
  'apple',
  'facebook',
  'x',
  'discord',
];

/**
 * What the modal offers, from `wallet_kit_config` (wire-details: `enabledProviders` values;
 * client defaults when absent: `otpAlphanumeric` true, `otpLength` "6"), in the app's order. The
 * orders only choose among what the configuration enables (listing a method does not enable it);
 * a repeated entry counts once. A length outside the spec's 6 to 9 falls back to 6. The app's own
 * name and logo win over the configuration's.
 */
export function offeredLoginMethods(
  config: RemoteKitConfig,
  overrides: OfferedLoginMethodsOverrides = {},
): OfferedLoginMethods {
  const enabled = new Set<string>(config.enabledProviders);
  const length = Number(config.otpLength ?? '6');
  const oauth = [...new Set(overrides.oauthOrder ?? DEFAULT_OAUTH_ORDER)].filter((provider) =>
    enabled.has(provider),
  );
  const offered = (method: ModalMethod) =>
    method === 'socials' ? oauth.length > 0 : enabled.has(method);
  const order = [...new Set(overrides.methodOrder ?? DEFAULT_METHOD_ORDER)].filter(offered);
  return {
    email: order.includes('email'),
    sms: order.includes('sms'),
    passkey: order.includes('passkey'),
    wallet: order.includes('wallet'),
    oauth: order.includes('socials') ? oauth : [],
    order,
    otpLength: Number.isInteger(length) && length >= 6 && length <= 9 ? length : 6,
    otpAlphanumeric: config.otpAlphanumeric ?? true,
    appName: overrides.appName || config.appName,
    logoUrl: overrides.logoUrl || config.logoUrl,
  };
}
