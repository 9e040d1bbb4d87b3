import { notFoundField } from '../../fieldErrors.js';
import type { QueryHandler } from '../handlerTypes.js';

/**
 * `get_activity` (production's `v1GetActivityRequest`): an activity of the organization, as its
 * submit answered it. The production client polls it for activities not yet completed; every
 * sandbox activity completes at once, so this is the same record.
 */
export const getActivity: QueryHandler<'get_activity'> = ({ ctx, body }) => {
  const stored = ctx.store.get('activity', body.activityId);
  if (!stored || stored.response.activity.organizationId !== body.organizationId) {
    throw notFoundField('activityId', `no activity ${body.activityId} in this organization`);
  }
  return { activity: stored.response.activity };
};
