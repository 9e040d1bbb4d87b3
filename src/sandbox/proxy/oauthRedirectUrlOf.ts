import type { SandboxContext } from '../SandboxContext.js';
import type { ProxyConfigDoc } from './ProxyDocs.js';

/**
 * The OAuth redirect URL in force: the configured one, else the sandbox's own landing page
 * (`/oauth-callback`), computed from the current base URL so a port change follows.
 */
export const oauthRedirectUrlOf = (ctx: SandboxContext, config: ProxyConfigDoc): string =>
  config.oauthRedirectUrl ?? `${ctx.settings.baseUrl}/oauth-callback`;
