import { importJWK, SignJWT } from 'jose';
import type { SandboxContext } from '../sandboxContext.js';
import { sandboxOidcIssuer } from './sandboxOidcIssuer.js';

/** Tokens of `oauth2_authenticate` live ten minutes: enough to call `oauth_login` or signup. */
const LIFETIME_SECONDS = 600;

/**
 * An OIDC id_token issued by the sandbox (OIDC Core 2) for an identity an OAuth 2.0 provider
 * vouched for: `iss` the sandbox, `aud` the provider client id, `nonce` the client's (it binds
 * the token to the session key), `sub` prefixed by the provider so ids of two providers never
 * collide.
 */
export async function issueOidcToken(
  ctx: SandboxContext,
  claims: {
    sub: string;
    aud: string;
    nonce: string;
    email?: string;
    /** What the provider said of the e-mail; the token repeats it, never upgrades it. */
    emailVerified?: boolean;
    name?: string;
  },
): Promise<string> {
  const issuer = sandboxOidcIssuer(ctx);
  const key = await importJWK(issuer.privateJwk, 'ES256');
  const iat = Math.floor(ctx.now() / 1000);
  return new SignJWT({
    nonce: claims.nonce,
    ...(claims.email ? { email: claims.email, email_verified: claims.emailVerified === true } : {}),
    ...(claims.name ? { name: claims.name } : {}),
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: issuer.kid })
    .setIssuer(issuer.issuer)
    .setSubject(claims.sub)
    .setAudience(claims.aud)
    .setIssuedAt(iat)
    .setExpirationTime(iat + LIFETIME_SECONDS)
    .sign(key);
}
