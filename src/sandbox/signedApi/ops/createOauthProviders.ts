import { randomUUID } from 'node:crypto';
import { linkedProviders } from '../../identity/linkedProviders.js';
import { oauthIdentity } from '../../identity/oauthIdentity.js';
import { type VerifiedOidcToken, verifyOidcToken } from '../../identity/verifyOidcToken.js';
import type { OAuthProviderRecord } from '../../store/storedRecords.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { existsField, invalidField, preconditionField } from './fieldErrors.js';
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
  const tokens: VerifiedOidcToken[] = [];
  for (const [i, provider] of params.oauthProviders.entries()) {
    const field = `parameters.oauthProviders[${i}]`;
    if (!provider.oidcToken) {
      throw invalidField(`${field}.oidcToken`, 'is required (oidcClaims are checked against it)');
    }
    const token = await verifyOidcToken(ctx, config, provider.oidcToken, `${field}.oidcToken`);
    const claimed = provider.oidcClaims;
    if (
      claimed &&
      (claimed.iss !== token.iss || claimed.sub !== token.sub || claimed.aud !== token.aud)
    ) {
      throw invalidField(`${field}.oidcClaims`, 'do not match the oidcToken');
    }
    const twice = tokens.some((t) => oauthIdentity(t) === oauthIdentity(token));
    if (twice || linkedProviders(ctx, config, token).length > 0 || ownLink(token)) {
      throw existsField(`${field}.oidcToken`, 'this identity is already linked to an account');
    }
    tokens.push(token);
  }

  const now = ctx.now();
  const providerIds = tokens.map((token, i) => {
    const doc: OAuthProviderRecord = {
      id: randomUUID(),
      organizationId,
      userId: user.id,
      providerName: params.oauthProviders[i]!.providerName,
      issuer: token.iss,
      subject: token.sub,
      audience: token.aud,
      createdAtMs: now,
    };
    ctx.store.insert('oauthProvider', doc, {
      organizationId,
      index: { identity: oauthIdentity(token), userId: user.id },
    });
    return doc.id;
  });
  const email = user.userEmail?.toLowerCase();
  if (email && !user.emailVerified && tokens.some((t) => t.emailVerified && t.email === email)) {
    ctx.store.update('user', { ...user, emailVerified: true });
  }
  return { providerIds };

  /** A link of this identity in the organization itself (the parent's own users). */
  function ownLink(token: VerifiedOidcToken): boolean {
    return ctx.store
      .find('oauthProvider', 'identity', oauthIdentity(token))
      .some((p) => p.organizationId === organizationId);
  }
};
