import type { SubmitHandler } from '../handlerTypes.js';
import { assertKeepsLoginMethod } from './assertKeepsLoginMethod.js';
import { requireOrgUser } from './requireOrgUser.js';
import { requireUserRecords } from './requireUserRecords.js';

/**
 * `delete_oauth_providers`: unlinks OAuth identities from a user. Every id must be a provider
 * of that user (an unknown id, or another user's, is a 404 naming it) before any is removed.
 */
export const deleteOauthProviders: SubmitHandler<'delete_oauth_providers'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const user = requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const providers = requireUserRecords(
    ctx,
    'oauthProvider',
    params.providerIds,
    { organizationId, userId: params.userId },
    'parameters.providerIds',
    'OAuth provider',
  );
  const oauthProviderIds = new Set(providers.map((p) => p.id));
  assertKeepsLoginMethod(ctx, user, { oauthProviderIds }, 'parameters.providerIds');
  for (const provider of providers) ctx.store.delete('oauthProvider', provider.id);
  return { providerIds: providers.map((p) => p.id) };
};
