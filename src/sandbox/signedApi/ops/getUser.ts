import type { QueryHandler } from '../handlerTypes.js';
import { toTimestamp } from '../toTimestamp.js';
import { apiKeyRecord } from './apiKeyRecord.js';
import { authenticatorRecord } from './authenticatorRecord.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `get_user` (production's `v1GetUserRequest` / `v1User`): one user of the organization with
 * its passkeys, keys, tags and OAuth identities. The production client reads it right after
 * login (its React kit logs the user out when this fails).
 */
export const getUser: QueryHandler<'get_user'> = ({ ctx, body }) => {
  const user = requireOrgUser(ctx, body.organizationId, body.userId, 'userId');
  const own = <T extends { organizationId: string }>(docs: T[]) =>
    docs.filter((d) => d.organizationId === body.organizationId);
  const now = ctx.now();
  return {
    user: {
      userId: user.id,
      userName: user.userName,
      ...(user.userEmail ? { userEmail: user.userEmail } : {}),
      ...(user.userPhoneNumber ? { userPhoneNumber: user.userPhoneNumber } : {}),
      authenticators: own(ctx.store.find('authenticator', 'userId', user.id)).map(
        authenticatorRecord,
      ),
      // Expired keys no longer stamp; production lists only live ones.
      apiKeys: own(ctx.store.find('credential', 'userId', user.id))
        .filter((k) => k.expiresAtMs === undefined || k.expiresAtMs > now)
        .map(apiKeyRecord),
      userTags: own(ctx.store.find('userTag', 'userId', user.id)).map((t) => t.id),
      oauthProviders: own(ctx.store.find('oauthProvider', 'userId', user.id)).map((p) => ({
        providerId: p.id,
        providerName: p.providerName,
        issuer: p.issuer,
        audience: p.audience,
        subject: p.subject,
        createdAt: toTimestamp(p.createdAtMs),
        updatedAt: toTimestamp(p.createdAtMs),
      })),
      createdAt: toTimestamp(user.createdAtMs),
      updatedAt: toTimestamp(user.createdAtMs),
      mfaPolicies: [],
    },
  };
};
