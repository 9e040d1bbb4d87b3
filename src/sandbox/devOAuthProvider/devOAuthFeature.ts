import { oauthRedirectUrlOf } from '../proxy/config/oauthRedirectUrlOf.js';
import { OIDC_PROVIDERS, SOCIAL_PROVIDERS } from '../proxy/config/proxyRecords.js';
import { proxyRuntime } from '../proxy/proxyRuntime.js';
import type { SandboxContext } from '../sandboxContext.js';
import type { SandboxFeature } from '../sandboxFeature.js';
import { createDevOAuthProvider, type DevOAuthClient } from './index.js';

/**
 * The dev provider's clients: every enabled social login of every enabled proxy configuration,
 * with the configuration's redirect URLs. Google/Apple/Facebook play OIDC (implicit id_token);
 * X/Discord play OAuth 2.0 with PKCE.
 */
function clientsOf(ctx: SandboxContext): DevOAuthClient[] {
  const clients = new Map<string, DevOAuthClient>();
  for (const config of ctx.store.list('proxyConfig', { order: 'asc' })) {
    if (!config.enabled) continue;
    const redirectUris = [oauthRedirectUrlOf(ctx, config), ...config.additionalRedirectUrls];
    for (const provider of SOCIAL_PROVIDERS) {
      const { enabled, clientId } = config.socialLogins[provider];
      if (!enabled || !clientId || clients.has(clientId)) continue;
      clients.set(clientId, {
        clientId,
        redirectUris: [...new Set(redirectUris)],
        kind: OIDC_PROVIDERS.includes(provider) ? 'oidc' : 'oauth2',
      });
    }
  }
  return [...clients.values()];
}

/**
 * A real OAuth 2.0 / OIDC provider for development (src/sandbox/devOAuthProvider), mounted at
 * `${baseUrl}/oauth`; its clients follow the proxy configuration. DEV ONLY: it signs in
 * whoever types a name and an e-mail address.
 */
export const devOAuthFeature: SandboxFeature = async (ctx) => {
  const issuer = `${ctx.settings.baseUrl}/oauth`;
  const provider = await createDevOAuthProvider({ issuer, clients: clientsOf(ctx), now: ctx.now });
  const runtime = proxyRuntime(ctx);
  runtime.oauthProvider = provider;
  const refresh = () => provider.setClients(clientsOf(ctx));
  runtime.configListeners.add(refresh);
  return {
    async route(request) {
      const path = request.url.pathname;
      if (path !== '/oauth' && !path.startsWith('/oauth/')) return undefined;
      return provider.handle(request);
    },
    async close() {
      runtime.configListeners.delete(refresh);
      if (runtime.oauthProvider === provider) delete runtime.oauthProvider;
      await provider.close();
    },
  };
};
