import { preconditionField } from '../../fieldErrors.js';
import { insertOAuthIdentity } from '../../identity/insertOAuthIdentity.js';
import { oauthIdentity } from '../../identity/oauthIdentity.js';
import { verifyNewOAuthIdentities } from '../../identity/verifyNewOAuthIdentities.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `create_oauth_providers` (ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2, production's
 * `v1CreateOauthProvidersIntentV2`): links OAuth identities to a user, who can then log in
 * with them (`oauth_login`). Each entry is taken as the spec takes signup's "OAuth provider
 * parameters": a verified `oidcToken`, and `oidcClaims`, when sent, checked against it (claims
 * alone would let anyone claim someone else's identity). The token must be for a client id of
 * the organization's proxy configuration (its parent's, for a sub-organization), and the
 * identity linked to no account of that organization yet (ALREADY_EXISTS). As production does
 * for social linking, a token whose verified e-mail is the user's e-mail marks it verified.
 */
export const createOauthProviders: SubmitHandler<'create_oauth_providers'> = async ({
  ctx,
  params,
  organizationId,
}) => {
  const user = requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const org = ctx.store.get('organization', organizationId);
  const config = ctx.store.findOne(
    'proxyConfig',
    'organizationId',
    org?.parentOrganizationId ?? organizationId,
  );
  if (!config) {
    throw preconditionField(
      'parameters.oauthProviders',
      'this organization has no auth proxy configuration, so no OAuth client ids to check tokens against',
    );
  }
  const tokens = await verifyNewOAuthIdentities(
    ctx,
    config,
    params.oauthProviders,
    (i) => `parameters.oauthProviders[${i}]`,
    // A link in the organization itself (the parent's own users) is one too.
    (token) =>
      ctx.store
        .find('oauthProvider', 'identity', oauthIdentity(token))
        .some((p) => p.organizationId === organizationId),
  );
  const now = ctx.now();
  const providerIds = tokens.map(
    (token, i) =>
      insertOAuthIdentity(
        ctx,
        { organizationId, userId: user.id },
        params.oauthProviders[i]?.providerName ?? token.provider,
        token,
        now,
      ).id,
  );
  const email = user.userEmail?.toLowerCase();
  if (email && !user.emailVerified && tokens.some((t) => t.emailVerified && t.email === email)) {
    ctx.store.update('user', { ...user, emailVerified: true });
  }
  return { providerIds };
};
