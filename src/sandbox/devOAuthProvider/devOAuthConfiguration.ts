import { randomBytes } from 'node:crypto';
import type { Account, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { DevAccounts } from './createDevAccounts.js';
import { DEV_SIGNING_ALG } from './createSigningKey.js';
import { devInteractionPolicy } from './devInteractionPolicy.js';
import { DEV_PAGE_CSP, renderErrorPage } from './devPages.js';

/** What the configuration is made of: the provider's parts, made by createDevOAuthProvider. */
export interface DevOAuthConfigurationParts {
  adapter: NonNullable<Configuration['adapter']>;
  accounts: DevAccounts;
  privateJwk: Record<string, unknown>;
  /** The issuer's path, e.g. '/oauth' ('' for an issuer at the root). */
  mountPath: string;
}

/**
 * oidc-provider's configuration for the dev provider: OIDC Core flows (implicit `id_token`,
 * hybrid `code id_token`, code with PKCE) for public clients, ES256 tokens, claims released per
 * scope, no consent screen and no single sign-on, the login step at `<issuer>/interaction/<uid>`.
 */
export function devOAuthConfiguration(parts: DevOAuthConfigurationParts): Configuration {
  const { mountPath } = parts;
  return {
    adapter: parts.adapter,
    // Claims released per scope (OIDC Core 5.4). Google and Apple put email and name in the
    // id_token; so does this provider, even for a bare `openid` scope, because the kit's login
    // needs the e-mail and a dev provider gains nothing from withholding it.
    claims: {
      openid: ['sub', 'email', 'email_verified', 'name'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    scopes: ['openid', 'email', 'profile'],
    // The token endpoint answers a browser app that redeems its own code (a public client, as
    // the production React kit's Facebook login does) when the app's origin is one of the
    // client's redirect URIs' (Fetch standard, CORS protocol).
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris ?? []).some((uri) => originOf(uri) === origin),
    clientDefaults: {
      id_token_signed_response_alg: DEV_SIGNING_ALG,
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
    findAccount: (_ctx, sub) => findDevAccount(parts.accounts, sub),
    interactions: {
      policy: devInteractionPolicy(),
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    jwks: { keys: [parts.privateJwk] },
    loadExistingGrant: grantRequestedScopes,
    // RFC 7636 for the code flow. The hybrid flow (`code id_token`, OIDC Core 3.3, Apple's) is
    // exempt: its code is bound by the id_token's `c_hash` and its nonce, and Apple's
    // authorization requests carry no code_challenge. The library supports S256 only, so
    // `plain` is refused as an unsupported code_challenge_method.
    pkce: { required: (ctx) => ctx.oidc.params?.response_type === 'code' },
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
    responseTypes: ['id_token', 'code id_token', 'code'],
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      Grant: 60 * 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      Session: 10 * 60,
    },
  };
}

/** The person behind `sub`, with the claims the login page collected. */
function findDevAccount(accounts: DevAccounts, sub: string): Account | undefined {
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
}

/**
 * No consent screen: the user just typed who they are. Grant every OIDC scope the request
 * asked for (the documented oidc-provider way to skip consent for first-party clients).
 */
async function grantRequestedScopes(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const accountId = oidc.session?.accountId;
  const clientId = oidc.client?.clientId;
  if (!accountId || !clientId) return undefined;
  const grant = new oidc.provider.Grant({ accountId, clientId });
  // The requested scopes the provider knows: oidc-provider 8 sets `requestParamOIDCScopes`
  // (lib/helpers/oidc_context.js), which @types/oidc-provider 8.8 does not declare.
  const { requestParamOIDCScopes } = oidc as typeof oidc & {
    readonly requestParamOIDCScopes: Set<string>;
  };
  const scope = [...requestParamOIDCScopes].join(' ');
  if (scope) grant.addOIDCScope(scope);
  await grant.save();
  return grant;
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
}
