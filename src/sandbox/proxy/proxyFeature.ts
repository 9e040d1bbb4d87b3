import { errorReply, jsonReply } from '../http/jsonReply.js';
import { sandboxOidcIssuer } from '../identity/sandboxOidcIssuer.js';
import type { SandboxFeature } from '../sandboxFeature.js';
import { handleProxyConfigRequest } from './config/handleProxyConfigRequest.js';
import { seedProxy } from './config/seedProxy.js';
import { handleProxyRequest } from './handleProxyRequest.js';
import { renderOAuthCallbackPage } from './oauth/renderOAuthCallbackPage.js';
import { proxySubmitRoutes } from './proxySubmitRoutes.js';

const PUBLIC_CORS = { 'access-control-allow-origin': '*' };

/**
 * The auth proxy (spec "Auth proxy operations"): `{baseUrl}/v1/<operation>`, the activities it
 * forwards (added to the signed API's submit routes), the sandbox's OIDC issuer documents
 * (`/.well-known/openid-configuration`, `/.well-known/jwks.json`) for the tokens
 * `oauth2_authenticate` issues, the default OAuth redirect page `/oauth-callback`, and the dev
 * endpoint `/__dev/proxy-config`.
 */
export const proxyFeature: SandboxFeature = (ctx) => {
  // Made now, while nothing else runs, so the issuer key is never created inside a request.
  sandboxOidcIssuer(ctx);
  return {
    seed: seedProxy,
    submitRoutes: proxySubmitRoutes(),
    async route(request) {
      const path = request.url.pathname;
      const proxyOp = /^\/v1\/([a-z0-9_]+)$/.exec(path)?.[1];
      if (proxyOp !== undefined) return handleProxyRequest(ctx, request, proxyOp);
      if (path === '/__dev/proxy-config') {
        return handleProxyConfigRequest(ctx, request).catch((error: unknown) => errorReply(error));
      }
      if (path === '/.well-known/jwks.json' && request.method === 'GET') {
        return jsonReply(200, sandboxOidcIssuer(ctx).jwks, PUBLIC_CORS);
      }
      if (path === '/.well-known/openid-configuration' && request.method === 'GET') {
        const issuer = ctx.settings.baseUrl;
        return jsonReply(
          200,
          {
            issuer,
            jwks_uri: `${issuer}/.well-known/jwks.json`,
            id_token_signing_alg_values_supported: ['ES256'],
            subject_types_supported: ['public'],
            response_types_supported: ['id_token'],
            claims_supported: [
              'iss',
              'sub',
              'aud',
              'exp',
              'iat',
              'nonce',
              'email',
              'email_verified',
              'name',
            ],
          },
          PUBLIC_CORS,
        );
      }
      if (path === '/oauth-callback' && request.method === 'GET') {
        const configs = await ctx.store.transaction(() => ctx.store.list('proxyConfig'));
        const origins = configs.filter((c) => c.enabled).flatMap((c) => c.allowedOrigins);
        const targets = origins.includes('*') ? ['*'] : [...new Set(origins)];
        return {
          status: 200,
          body: renderOAuthCallbackPage(targets),
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
            'referrer-policy': 'no-referrer',
            'content-security-policy':
              "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
          },
        };
      }
      return undefined;
    },
  };
};
