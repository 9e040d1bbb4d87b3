import type { ProxyResponse } from 'embedded-wallet-kit/protocol';
import type { ProxyConfigRecord } from './config/proxyRecords.js';

/**
 * `wallet_kit_client_params`: what the production React kit reads beside `wallet_kit_config`
 * when it starts (`ProxyTGetWalletKitClientParamsResponse`). The Cloudflare Turnstile site key
 * is there only when the configuration has one; without it the kit shows no captcha. The
 * sandbox publishes the key but cannot check a Turnstile answer offline, so it does not ask for
 * one (`X-Captcha-Token` is accepted and ignored).
 */
export function walletKitClientParams(
  config: ProxyConfigRecord,
): ProxyResponse<'wallet_kit_client_params'> {
  return config.turnstileSiteKey ? { turnstileSiteKey: config.turnstileSiteKey } : {};
}
