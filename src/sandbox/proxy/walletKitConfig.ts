import type { ProxyResponse } from 'embedded-wallet-kit/protocol';
import type { SandboxContext } from '../sandboxContext.js';
import { oauthRedirectUrlOf } from './config/oauthRedirectUrlOf.js';
import { DIRECT_METHODS, type ProxyConfigRecord, SOCIAL_PROVIDERS } from './config/proxyRecords.js';

/**
 * `wallet_kit_config` (wire-details): what the client modal shows. `enabledProviders` lists the
 * methods switched on (a social provider only with a client id); counts travel as strings.
 */
export function walletKitConfig(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
): ProxyResponse<'wallet_kit_config'> {
  const social = SOCIAL_PROVIDERS.filter(
    (p) => config.socialLogins[p].enabled && config.socialLogins[p].clientId,
  );
  const oauthClientIds: Record<string, string> = {};
  for (const provider of social)
    oauthClientIds[provider] = config.socialLogins[provider].clientId as string;
  return {
    enabledProviders: [...DIRECT_METHODS.filter((m) => config.methods[m]), ...social],
    sessionExpirationSeconds: String(config.sessionExpirationSeconds),
    organizationId: config.organizationId,
    oauthClientIds,
    oauthRedirectUrl: oauthRedirectUrlOf(ctx, config),
    otpAlphanumeric: config.otpAlphanumeric,
    otpLength: String(config.otpLength),
    appName: config.appName,
    ...(config.logoUrl ? { logoUrl: config.logoUrl } : {}),
  };
}
