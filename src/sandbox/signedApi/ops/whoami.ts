import { notFoundField } from '../../fieldErrors.js';
import type { QueryHandler } from '../handlerTypes.js';

/**
 * `whoami` (production's `v1GetWhoamiRequest`): the stamping user and its organization. The body
 * may name the caller's organization or its parent (production allows the parent for a passkey
 * user whose sub-organization is not known yet; see `authorizeWhoami`).
 */
export const whoami: QueryHandler<'whoami'> = ({ ctx, caller }) => {
  const organization = ctx.store.get('organization', caller.organizationId);
  const user = ctx.store.get('user', caller.userId);
  if (!organization || !user) throw notFoundField('organizationId', 'the caller is gone');
  return {
    organizationId: organization.id,
    organizationName: organization.name,
    userId: user.id,
    username: user.userName,
  };
};
