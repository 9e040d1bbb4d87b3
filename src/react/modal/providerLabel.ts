import type { OAuthProviderName } from '../../core/index.js';
import type { WalletKitStrings } from './defaultStrings.js';

const KEYS = {
  google: 'providerGoogle',
  apple: 'providerApple',
  facebook: 'providerFacebook',
  x: 'providerX',
  discord: 'providerDiscord',
} as const satisfies Record<OAuthProviderName, keyof WalletKitStrings>;

/** A provider's name as the (possibly translated) strings spell it. */
export const providerLabel = (provider: OAuthProviderName, strings: WalletKitStrings): string =>
  strings[KEYS[provider]];
