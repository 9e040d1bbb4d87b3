/**
 * ============================================================================================
 *  DEVELOPMENT ONLY. This OAuth 2.0 / OpenID Connect provider authenticates WHOEVER TYPES A
 *  NAME AND AN E-MAIL ADDRESS. It has no passwords and checks nothing. It exists so the kit's
 *  social logins run offline against the sandbox; never expose it as a real identity provider.
 * ============================================================================================
 *
 * Built on `oidc-provider` (a certified OP implementation) rather than hand-rolled endpoints, so
 * the protocol details (implicit id_token with nonce, code + PKCE S256, state, iss in the
 * response, error redirects, exact redirect_uri matching) are the real ones.
 *
 * Endpoints under the issuer (e.g. `http://localhost:8787/oauth`):
 *   /.well-known/openid-configuration   discovery
 *   /auth                               authorization (response_type id_token or code)
 *   /interaction/<uid>                  the login form (createInteractionListener.ts)
 *   /token                              code exchange (public clients, PKCE S256 required)
 *   /me                                 userinfo: {sub, email, email_verified, name}
 *   /jwks                               public signing keys (ES256)
 */
import { randomBytes } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import Provider, { type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { SandboxReply } from '../http/sandboxReply.js';
import { createDevAccounts } from './createDevAccounts.js';
import { createDevMemoryAdapter } from './createDevMemoryAdapter.js';
import { createInteractionListener } from './createInteractionListener.js';
import { createDevClientRegistry, type DevClientRegistry } from './devClientRegistry.js';
import type {
  CreateDevOAuthProviderOptions,
  DevOAuthProvider,
  DevOAuthPublicJwk,
} from './devOAuthTypes.js';
import { DEV_PAGE_CSP, renderErrorPage } from './devPages.js';
import { dispatchToNodeListener } from './dispatchToNodeListener.js';

const SIGNING_ALG = 'ES256';

export async function createDevOAuthProvider(
  options: CreateDevOAuthProviderOptions,
): Promise<DevOAuthProvider> {
  const issuer = checkIssuer(options.issuer);
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const now = options.now ?? Date.now;

  let registry: DevClientRegistry = createDevClientRegistry(options.clients);
  const accounts = createDevAccounts();
  const adapter = createDevMemoryAdapter({ now, clientMetadata: (id) => registry.metadata(id) });
  const signingKey = await createSigningKey();

  const configuration: Configuration = {
    adapter: adapter.factory,
    // Claims released per scope (OIDC Core 5.4). Google and Apple put email and name in the
    // id_token; so does this provider, even for a bare `openid` scope, because the kit's login
    // needs the e-mail and a dev provider gains nothing from withholding it.
    claims: {
      openid: ['sub', 'email', 'email_verified', 'name'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    scopes: ['openid', 'email', 'profile'],
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris.some((uri) => originOf(uri) === origin),
    clientDefaults: {
      id_token_signed_response_alg: SIGNING_ALG,
      token_endpoint_auth_method: 'none',
    },
    cookies: {
      // Signs the interaction cookies. Per instance: a restart invalidates in-flight logins,
      // which the in-memory state does anyway. The library only adds `Secure` when the request
      // came over https (Koa `ctx.secure`), so plain http on localhost works.
      keys: [randomBytes(32).toString('base64url')],
      // Cookies ignore ports: on localhost the app and the sandbox share a cookie jar, so use
      // names no app would, and keep the (never stored) session cookie under the issuer path.
      names: {
        session: 'dev_oauth_session',
        interaction: 'dev_oauth_interaction',
        resume: 'dev_oauth_interaction_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', path: mountPath || '/' },
    },
    // Sessions are not stored (no SSO, see createDevMemoryAdapter.ts); codes and tokens must
    // therefore not die with the session, or the code exchange would fail.
    expiresWithSession: () => false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: true },
    },
    findAccount: (_ctx, sub): Account | undefined => {
      const identity = accounts.find(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: identity.email,
          // As the person said on the login page (unticked by default): an unverified e-mail
          // must not link to an existing account (spec "Social linking").
          email_verified: identity.emailVerified,
          name: identity.name,
        }),
      };
    },
    interactions: {
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    jwks: { keys: [signingKey.privateJwk] },
    // No consent screen: the user just typed who they are. Grant every OIDC scope the request
    // asked for (the documented oidc-provider way to skip consent for first-party clients).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const accountId = oidc.session.accountId;
      const clientId = oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new oidc.provider.Grant({ accountId, clientId });
      const scope = [...oidc.requestParamOIDCScopes].join(' ');
      if (scope) grant.addOIDCScope(scope);
      await grant.save();
      return grant;
    },
    // RFC 7636 for every code request, not only public clients. The library supports S256
    // only, so `plain` is refused as an unsupported code_challenge_method.
    pkce: { required: () => true },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', DEV_PAGE_CSP);
      ctx.body = renderErrorPage({
        error: typeof out.error === 'string' ? out.error : 'server_error',
        ...(typeof out.error_description === 'string'
          ? { description: out.error_description }
          : {}),
      });
    },
    responseTypes: ['id_token', 'code'],
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      Grant: 60 * 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      Session: 10 * 60,
    },
  };

  const provider = new Provider(issuer, configuration);
  // Trust X-Forwarded-Proto, which dispatchToNodeListener sets from the request URL (and strips
  // from the caller), so an https issuer behind the sandbox's server gets Secure cookies.
  provider.proxy = true;
  allowHttpAndLocalhostImplicitRedirects(provider);

  const interactionListener = createInteractionListener({ provider, accounts, mountPath });
  const providerListener = provider.callback();
  const listener: RequestListener = (req, res) => {
    interactionListener(req, res)
      .then((handled) => (handled ? undefined : providerListener(req, res)))
      .catch(() => {
        // Koa answers its own errors; this only guards the login routes so a request never hangs.
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      });
  };

  let closed = false;

  return {
    issuer,
    async handle(request) {
      if (closed) return jsonError(503, 'UNAVAILABLE', 'the dev OAuth provider is closed');
      try {
        const url = request.url;
        if (url.pathname !== mountPath && !url.pathname.startsWith(`${mountPath}/`)) {
          return jsonError(
            404,
            'NOT_FOUND',
            `not under the dev OAuth issuer path ${mountPath || '/'}`,
          );
        }
        const innerPath = url.pathname.slice(mountPath.length) || '/';
        const search =
          innerPath === '/auth'
            ? widenOAuth2Scope(new URLSearchParams(url.search), registry)
            : url.search;
        return await dispatchToNodeListener(listener, request, {
          path: `${innerPath}${search}`,
          originalUrl: `${url.pathname}${search}`,
          mountPath,
        });
      } catch (error) {
        return jsonError(
          500,
          'INTERNAL',
          error instanceof Error ? error.message : 'internal error',
        );
      }
    },
    setClients(clients) {
      registry = createDevClientRegistry(clients);
    },
    publicJwks() {
      return { keys: [{ ...signingKey.publicJwk }] };
    },
    async close() {
      closed = true;
      adapter.clear();
      accounts.clear();
    },
  };
}

function checkIssuer(issuer: string): string {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new TypeError(`issuer ${issuer} is not a URL`);
  }
  // OIDC Discovery 1.0 section 2: https URL with no query or fragment (http allowed here: dev).
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new TypeError(`issuer ${issuer} must be an http(s) URL without query or fragment`);
  }
  return issuer.replace(/\/+$/, '');
}

async function createSigningKey(): Promise<{
  privateJwk: Record<string, unknown>;
  publicJwk: DevOAuthPublicJwk;
}> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const publicParts = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicParts);
  const publicJwk: DevOAuthPublicJwk = {
    kty: publicParts.kty,
    crv: publicParts.crv,
    x: publicParts.x,
    y: publicParts.y,
    kid,
    alg: SIGNING_ALG,
    use: 'sig',
  };
  return {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG, use: 'sig' },
    publicJwk,
  };
}

/**
 * The library refuses http and localhost redirect URIs for implicit web clients (OIDC Core
 * 3.2.2.1 wants https). Dev apps run on http://localhost, so skip exactly those two checks, as
 * oidc-provider's own recipe "implicit_http_localhost" does. Every other check stays.
 */
function allowHttpAndLocalhostImplicitRedirects(provider: Provider): void {
  const schema = provider.Client.Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function invalidateExceptDevRedirects(message, code) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };
}

/**
 * X and Discord name their scopes (`users.read`, `identify`) and answer "who is this" for any
 * token. oidc-provider only knows OIDC scopes: without one it grants nothing (access_denied) and
 * its userinfo endpoint wants `openid`. So an 'oauth2' client's authorization request always
 * gets `openid` added; its other scope values are kept and ignored.
 */
function widenOAuth2Scope(params: URLSearchParams, registry: DevClientRegistry): string {
  const clientId = params.get('client_id');
  if (!clientId || registry.get(clientId)?.kind !== 'oauth2')
    return params.size ? `?${params}` : '';
  const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
  if (!scopes.includes('openid')) params.set('scope', ['openid', ...scopes].join(' '));
  return `?${params}`;
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
}

function jsonError(status: number, code: string, message: string): SandboxReply {
  return {
    status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, message, details: [] }),
  };
}
