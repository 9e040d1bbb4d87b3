import type { SandboxContext } from '../../sandboxContext.js';
import type { ProxyConfigRecord } from './proxyRecords.js';

/**
 * The OAuth redirect URL in force: the configured one, else the sandbox's own landing page
 * (`/oauth-callback`), computed from the current base URL so a port change follows.
 */
export const oauthRedirectUrlOf = (ctx: SandboxContext, config: ProxyConfigRecord): string =>
  config.oauthRedirectUrl ?? `${ctx.settings.baseUrl}/oauth-callback`;
