import type { QueryHandler } from '../handlerTypes.js';
import { authenticatorRecord } from './authenticatorRecord.js';
import { requireOrgUser } from './requireOrgUser.js';

/** `get_authenticators`: the passkeys of one user of the organization, oldest first. */
export const getAuthenticators: QueryHandler<'get_authenticators'> = ({ ctx, body }) => {
  requireOrgUser(ctx, body.organizationId, body.userId, 'userId');
  return {
    authenticators: ctx.store
      .find('authenticator', 'userId', body.userId)
      .filter((a) => a.organizationId === body.organizationId)
      .map(authenticatorRecord),
  };
};
