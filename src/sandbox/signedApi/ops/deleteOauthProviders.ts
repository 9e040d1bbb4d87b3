import type { SubmitHandler } from '../handlerTypes.js';
import { notFoundField } from './fieldErrors.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `delete_oauth_providers`: unlinks OAuth identities from a user. Every id must be a provider
 * of that user (an unknown id, or another user's, is a 404 naming it) before any is removed.
 */
export const deleteOauthProviders: SubmitHandler<'delete_oauth_providers'> = ({
  ctx,
  params,
  organizationId,
}) => {
  requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const providerIds = [...new Set(params.providerIds)];
  for (const providerId of providerIds) {
    const provider = ctx.store.get('oauthProvider', providerId);
    if (
      !provider ||
      provider.organizationId !== organizationId ||
      provider.userId !== params.userId
    ) {
      const i = params.providerIds.indexOf(providerId);
      throw notFoundField(
        `parameters.providerIds[${i}]`,
        `no OAuth provider ${providerId} of this user`,
      );
    }
  }
  for (const providerId of providerIds) ctx.store.delete('oauthProvider', providerId);
  return { providerIds };
};
