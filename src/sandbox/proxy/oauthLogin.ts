import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import type { OAuthProviderRecord } from '../store/storedRecords.js';
import { oauthIdentity } from './oauthIdentity.js';
import type { ProxyActivityHandler } from './proxyActivityInput.js';
import type { ProxyConfigRecord } from './proxyRecords.js';
import { registerSession } from './registerSession.js';
import { sha256Hex } from './sha256Hex.js';
import { usersWithContact } from './usersWithContact.js';
import { type VerifiedOidcToken, verifyOidcToken } from './verifyOidcToken.js';

/** OAuth links of sub-organizations of this configuration's organization. */
export function linkedProviders(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  token: { iss: string; sub: string; aud: string },
): OAuthProviderRecord[] {
  return ctx.store.find('oauthProvider', 'identity', oauthIdentity(token)).filter((p) => {
    const org = ctx.store.get('organization', p.organizationId);
    return org?.parentOrganizationId === config.organizationId;
  });
}

/**
 * Social linking (spec "Proxy configuration settings"): a Google identity whose client id is
 * listed, with a verified e-mail, joins the one e-mail-OTP account (e-mail verified by a code)
 * with that address. Anything less certain links nothing.
 */
export function autoLink(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  token: VerifiedOidcToken,
): OAuthProviderRecord | undefined {
  if (token.provider !== 'google' || !config.socialLinkingClientIds.includes(token.aud))
    return undefined;
  if (!token.emailVerified || !token.email) return undefined;
  const users = usersWithContact(ctx, config.organizationId, 'OTP_TYPE_EMAIL', token.email).filter(
    (u) => u.emailVerified === true,
  );
  const user = users.length === 1 ? users[0] : undefined;
  if (!user) return undefined;
  const now = ctx.now();
  const link: OAuthProviderRecord = {
    id: randomUUID(),
    organizationId: user.organizationId,
    userId: user.id,
    providerName: 'google',
    issuer: token.iss,
    subject: token.sub,
    audience: token.aud,
    createdAtMs: now,
  };
  ctx.store.insert('oauthProvider', link, {
    organizationId: user.organizationId,
    index: { identity: oauthIdentity(token), userId: user.id },
  });
  return link;
}

/**
 * `ACTIVITY_TYPE_OAUTH_LOGIN` (behind `oauth_login`): a valid OIDC token whose nonce is
 * hex(sha256(publicKey)) (wire-details, "OAuth": it binds the token to this session key) gives
 * a session in the sub-organization linked to (`iss`, `sub`, `aud`).
 */
export const oauthLogin: ProxyActivityHandler<'oauth_login'> = async ({ ctx, config, params }) => {
  const token = await verifyOidcToken(ctx, config, params.oidcToken);
  if (token.nonce !== sha256Hex(params.publicKey)) {
    throw ServiceError.unauthenticated('oidcToken: nonce is not hex(sha256(publicKey))', [
      { field: 'oidcToken', description: 'nonce does not bind this publicKey' },
    ]);
  }
  const links = linkedProviders(ctx, config, token).filter(
    (p) => params.organizationId === undefined || p.organizationId === params.organizationId,
  );
  const link =
    links[0] ?? (params.organizationId === undefined ? autoLink(ctx, config, token) : undefined);
  if (!link) throw ServiceError.notFound('no account for this identity: sign up first');
  const session = registerSession(ctx, {
    organizationId: link.organizationId,
    userId: link.userId,
    publicKey: params.publicKey,
    expirationSeconds: config.sessionExpirationSeconds,
    invalidateExisting: params.invalidateExisting === true,
  });
  return { session };
};
