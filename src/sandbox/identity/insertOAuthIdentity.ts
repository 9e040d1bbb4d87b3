import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../sandboxContext.js';
import type { OAuthProviderRecord } from '../store/storedRecords.js';
import { oauthIdentity } from './oauthIdentity.js';
import type { VerifiedOidcToken } from './verifyOidcToken.js';

/** Links a verified OIDC identity to `userId`, who can then log in with it; answers the link. */
export function insertOAuthIdentity(
  ctx: SandboxContext,
  owner: { organizationId: string; userId: string },
  providerName: string,
  token: VerifiedOidcToken,
  nowMs: number,
): OAuthProviderRecord {
  const link: OAuthProviderRecord = {
    id: randomUUID(),
    organizationId: owner.organizationId,
    userId: owner.userId,
    providerName,
    issuer: token.iss,
    subject: token.sub,
    audience: token.aud,
    createdAtMs: nowMs,
  };
  ctx.store.insert('oauthProvider', link, {
    organizationId: owner.organizationId,
    index: { identity: oauthIdentity(token), userId: owner.userId },
  });
  return link;
}
