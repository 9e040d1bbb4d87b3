import { randomUUID } from 'node:crypto';
import { existsField, invalidField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';
import type { UserTagRecord } from './opsRecords.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `create_user_tag`: a named group of the organization's users (policies refer to tags). Each
 * member must be a user of the organization, listed once; tag names are unique per organization.
 */
export const createUserTag: SubmitHandler<'create_user_tag'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const seen = new Set<string>();
  for (const [i, userId] of params.userIds.entries()) {
    if (seen.has(userId))
      throw invalidField(`parameters.userIds[${i}]`, `user ${userId} is listed twice`);
    seen.add(userId);
    requireOrgUser(ctx, organizationId, userId, `parameters.userIds[${i}]`);
  }
  const taken = ctx.store
    .find('userTag', 'name', params.userTagName)
    .some((t) => t.organizationId === organizationId);
  if (taken)
    throw existsField('parameters.userTagName', 'a user tag with this name already exists');
  const tag: UserTagRecord = {
    id: randomUUID(),
    organizationId,
    userTagName: params.userTagName,
    userIds: [...params.userIds],
    createdAtMs: ctx.now(),
  };
  ctx.store.insert('userTag', tag, {
    organizationId,
    index: { name: tag.userTagName, userId: tag.userIds },
  });
  return { userTagId: tag.id, userIds: tag.userIds };
};
