import { randomUUID } from 'node:crypto';
import type { ProxyConfigRecord } from '../proxy/config/proxyRecords.js';
import type { SandboxContext } from '../sandboxContext.js';
import type { OAuthProviderRecord, UserRecord } from '../store/storedRecords.js';
import { oauthIdentity } from './oauthIdentity.js';
import { usersWithContact } from './usersWithContact.js';
import type { VerifiedOidcToken } from './verifyOidcToken.js';

/**
 * Social linking (spec "Proxy configuration settings"): a Google identity whose client id is
 * listed, with a verified e-mail, joins the one e-mail-OTP account (e-mail verified by a code)
 * with that address. Anything less certain links nothing. A read: `account` by `OIDC_TOKEN`
 * reports this account (the production client looks up first, then logs in naming it), and the
 * login links it (`autoLink`).
 */
export function linkableUser(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  token: VerifiedOidcToken,
): UserRecord | undefined {
  if (token.provider !== 'google' || !config.socialLinkingClientIds.includes(token.aud))
    return undefined;
  if (!token.emailVerified || !token.email) return undefined;
  const users = usersWithContact(ctx, config.organizationId, 'OTP_TYPE_EMAIL', token.email).filter(
    (u) => u.emailVerified === true,
  );
  return users.length === 1 ? users[0] : undefined;
}

/**
 * Links the identity to `linkableUser`'s account, when there is one and it is in
 * `organizationId` (a login that names a sub-organization links only into that one; undefined:
 * the login names the parent organization, and any of its accounts may be linked).
 */
export function autoLink(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  token: VerifiedOidcToken,
  organizationId?: string,
): OAuthProviderRecord | undefined {
  const user = linkableUser(ctx, config, token);
  if (!user || (organizationId !== undefined && user.organizationId !== organizationId)) {
    return undefined;
  }
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
