/**
 * ============================================================================================
 *  DEVELOPMENT ONLY. This OAuth 2.0 / OpenID Connect provider authenticates WHOEVER TYPES A
 *  NAME AND AN E-MAIL ADDRESS. It has no passwords and checks nothing. It exists so the kit's
 *  social logins run offline against the sandbox; never expose it as a real identity provider.
 * ============================================================================================
 *
 * Built on `oidc-provider` (a certified OP implementation) rather than hand-rolled endpoints, so
 * the protocol details (implicit and hybrid id_token with nonce, code + PKCE S256, state, iss
 * in the response, error redirects, exact redirect_uri matching, prompt) are the real ones.
 *
 * Endpoints under the issuer (e.g. `http://localhost:8787/oauth`):
 *   /.well-known/openid-configuration   discovery
 *   /auth                               authorization (response_type id_token, code id_token
 *                                       or code)
 *   /interaction/<uid>                  the login form (createInteractionListener.ts)
 *   /token                              code exchange (public clients; PKCE S256 for the code
 *                                       flow; CORS for the clients' own origins)
 *   /me                                 userinfo: {sub, email, email_verified, name}
 *   /jwks                               public signing keys (ES256)
 */
import type { RequestListener } from 'node:http';
import Provider from 'oidc-provider';
import type { SandboxReply } from '../http/sandboxReply.js';
import type { SandboxRequest } from '../http/sandboxRequest.js';
import { completeRequestScope } from './completeRequestScope.js';
import { createDevAccounts, type DevAccounts } from './createDevAccounts.js';
import { createDevMemoryAdapter } from './createDevMemoryAdapter.js';
import { createInteractionListener } from './createInteractionListener.js';
import { createSigningKey } from './createSigningKey.js';
import { createDevClientRegistry, type DevClientRegistry } from './devClientRegistry.js';
import { devOAuthConfiguration } from './devOAuthConfiguration.js';
import type { CreateDevOAuthProviderOptions, DevOAuthProvider } from './devOAuthTypes.js';
import { dispatchToNodeListener } from './dispatchToNodeListener.js';

export async function createDevOAuthProvider(
  options: CreateDevOAuthProviderOptions,
): Promise<DevOAuthProvider> {
  const issuer = checkIssuer(options.issuer);
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  let registry: DevClientRegistry = createDevClientRegistry(options.clients);
  const accounts = createDevAccounts();
  const adapter = createDevMemoryAdapter({
    now: options.now ?? Date.now,
    clientMetadata: (id) => registry.metadata(id),
  });
  const signingKey = await createSigningKey();

  const provider = new Provider(
    issuer,
    devOAuthConfiguration({
      adapter: adapter.factory,
      accounts,
      privateJwk: signingKey.privateJwk,
      mountPath,
    }),
  );
  // Trust X-Forwarded-Proto, which dispatchToNodeListener sets from the request URL (and strips
  // from the caller), so an https issuer behind the sandbox's server gets Secure cookies.
  provider.proxy = true;
  allowHttpAndLocalhostImplicitRedirects(provider);
  const listener = providerListener(provider, accounts, mountPath);

  let closed = false;
  return {
    issuer,
    async handle(request) {
      if (closed) return jsonError(503, 'UNAVAILABLE', 'the dev OAuth provider is closed');
      return serve(listener, request, mountPath, registry);
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

/** The login routes first (createInteractionListener.ts), then the library's own. */
function providerListener(
  provider: Provider,
  accounts: DevAccounts,
  mountPath: string,
): RequestListener {
  const interactionListener = createInteractionListener({ provider, accounts, mountPath });
  const libraryListener = provider.callback();
  return (req, res) => {
    interactionListener(req, res)
      .then((handled) => (handled ? undefined : libraryListener(req, res)))
      .catch(() => {
        // Koa answers its own errors; this only guards the login routes so a request never hangs.
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      });
  };
}

/** One request under the issuer's path, through the Node listener; anything else is a 404. */
async function serve(
  listener: RequestListener,
  request: SandboxRequest,
  mountPath: string,
  registry: DevClientRegistry,
): Promise<SandboxReply> {
  try {
    const url = request.url;
    if (url.pathname !== mountPath && !url.pathname.startsWith(`${mountPath}/`)) {
      return jsonError(404, 'NOT_FOUND', `not under the dev OAuth issuer path ${mountPath || '/'}`);
    }
    const innerPath = url.pathname.slice(mountPath.length) || '/';
    const search = innerPath === '/auth' ? completeRequestScope(url.search, registry) : url.search;
    return await dispatchToNodeListener(listener, request, {
      path: `${innerPath}${search}`,
      originalUrl: `${url.pathname}${search}`,
      mountPath,
    });
  } catch (error) {
    return jsonError(500, 'INTERNAL', error instanceof Error ? error.message : 'internal error');
  }
}

function jsonError(status: number, code: string, message: string): SandboxReply {
  return {
    status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, message, details: [] }),
  };
}

/**
 * The dev provider's issuer, checked and without a trailing slash. OIDC Discovery 1.0 section
 * 2: an https URL with no query or fragment (http allowed here: development).
 *
 * @throws TypeError when it is not such a URL.
 */
function checkIssuer(issuer: string): string {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new TypeError(`issuer ${issuer} is not a URL`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new TypeError(`issuer ${issuer} must be an http(s) URL without query or fragment`);
  }
  return issuer.replace(/\/+$/, '');
}

/**
 * The library refuses http and localhost redirect URIs for implicit web clients (OIDC Core
 * 3.2.2.1 wants https). Dev apps run on http://localhost, so skip exactly those two checks, as
 * oidc-provider's own recipe "implicit_http_localhost" does. Every other check stays.
 */
function allowHttpAndLocalhostImplicitRedirects(provider: Provider): void {
  // The client schema is the library's internal API (lib/helpers/client_schema.js), which its
  // type declarations leave out; the recipe patches exactly this method.
  const { Schema } = provider.Client as unknown as {
    Schema: { prototype: { invalidate(message: string, code?: string): void } };
  };
  const schema = Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function invalidateExceptDevRedirects(message, code) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };
}
