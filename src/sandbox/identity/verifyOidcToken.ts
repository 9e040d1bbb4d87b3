import {
  base64urlDecode,
  PRODUCTION_ERROR_TEXT,
  utf8Decode,
} from 'embedded-wallet-kit/protocol/internal';
import { createLocalJWKSet, decodeJwt, errors, type JWTPayload, jwtVerify } from 'jose';
import {
  OIDC_PROVIDERS,
  type ProxyConfigRecord,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../proxy/config/proxyRecords.js';
import { proxyRuntime } from '../proxy/proxyRuntime.js';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import { sandboxOidcIssuer } from './sandboxOidcIssuer.js';

export interface VerifiedOidcToken {
  iss: string;
  sub: string;
  /** The configured client id the token is for. */
  aud: string;
  provider: SocialProvider;
  email?: string;
  emailVerified: boolean;
  nonce?: string;
}

const refuse = (field: string, description: string): ServiceError =>
  ServiceError.unauthenticated(`${field}: ${description}`, [{ field, description }]);

/** The spec calls `oidcToken` "base64-encoded": accept a compact JWT, or one base64 wrapped. */
function unwrap(token: string): string {
  if (token.split('.').length === 3) return token;
  try {
    const inner = utf8Decode(base64urlDecode(token)).trim();
    if (inner.split('.').length === 3) return inner;
  } catch {
    // not base64 either; jose reports it below
  }
  return token;
}

/**
 * Verifies an OIDC token for this configuration: issued by a known issuer (the dev OAuth
 * provider, playing Google/Apple/Facebook, or the sandbox itself for X/Discord after
 * `oauth2_authenticate`), signed by that issuer's key, unexpired (RFC 7519 4.1.4), `aud` a
 * configured client id whose provider is enabled and belongs to that issuer. The nonce is the
 * caller's to check (login binds it to the session key; signup has no key yet).
 */
export async function verifyOidcToken(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  rawToken: string,
  field = 'oidcToken',
): Promise<VerifiedOidcToken> {
  const token = unwrap(rawToken);
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(token);
  } catch {
    throw refuse(field, 'not a JWT');
  }
  const devProvider = proxyRuntime(ctx).oauthProvider;
  const sandboxIssuer = sandboxOidcIssuer(ctx);
  let jwks: ReturnType<typeof createLocalJWKSet>;
  let fromSandbox: boolean;
  if (devProvider && unverified.iss === devProvider.issuer) {
    jwks = createLocalJWKSet(devProvider.publicJwks());
    fromSandbox = false;
  } else if (unverified.iss === sandboxIssuer.issuer) {
    jwks = createLocalJWKSet(sandboxIssuer.jwks);
    fromSandbox = true;
  } else {
    throw refuse(field, 'unknown issuer (not an OAuth provider of this sandbox)');
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwks, {
      issuer: unverified.iss,
      algorithms: ['ES256'],
      currentDate: new Date(ctx.now()),
      clockTolerance: 30,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw refuse(field, 'expired');
    throw refuse(field, 'signature or claims do not verify');
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw refuse(field, 'has no sub');
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  let match: { provider: SocialProvider; aud: string } | undefined;
  for (const provider of SOCIAL_PROVIDERS) {
    const clientId = config.socialLogins[provider].clientId;
    if (clientId && audiences.includes(clientId)) match = { provider, aud: clientId };
  }
  if (!match) throw refuse(field, 'audience is not a client id of this configuration');
  const isOidcProvider = OIDC_PROVIDERS.includes(match.provider);
  if (isOidcProvider === fromSandbox)
    throw refuse(field, `not issued by the ${match.provider} provider`);
  if (!config.socialLogins[match.provider].enabled) {
    // "OAUTH disallowed" is production's wording, which `@turnkey/core` maps to
    // AUTH_METHOD_NOT_ENABLED.
    throw ServiceError.denied(
      `${PRODUCTION_ERROR_TEXT.oauthDisallowed}: ${match.provider} login is disabled for this organization`,
    );
  }
  return {
    iss: unverified.iss as string,
    sub: payload.sub,
    aud: match.aud,
    provider: match.provider,
    ...(typeof payload.email === 'string' ? { email: payload.email.toLowerCase() } : {}),
    emailVerified: payload.email_verified === true,
    ...(typeof payload.nonce === 'string' ? { nonce: payload.nonce } : {}),
  };
}
