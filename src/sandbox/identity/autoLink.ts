import { randomUUID } from 'node:crypto';
import type { ProxyConfigRecord } from '../proxy/config/proxyRecords.js';
import type { SandboxContext } from '../sandboxContext.js';
import type { OAuthProviderRecord } from '../store/storedRecords.js';
import { oauthIdentity } from './oauthIdentity.js';
import { usersWithContact } from './usersWithContact.js';
import type { VerifiedOidcToken } from './verifyOidcToken.js';

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
