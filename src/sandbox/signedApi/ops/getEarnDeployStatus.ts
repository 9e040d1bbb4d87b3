import { notFoundField } from '../../fieldErrors.js';
import type { QueryHandler } from '../handlerTypes.js';

/**
 * `get_earn_deploy_status` (production's `v1GetEarnDeployStatusRequest`): the status of a
 * wrapper deployment by the `deployRequestId` that `earn_deploy_wrapper` answered. The sandbox
 * has no chain: a deploy is complete as soon as it is recorded, and has no transaction hash.
 * Another organization's deploy answers 404 like an unknown one.
 */
export const getEarnDeployStatus: QueryHandler<'get_earn_deploy_status'> = ({ ctx, body }) => {
  const wrapper = ctx.store
    .list('earnWrapper', { organizationId: body.organizationId })
    .find((w) => w.deployRequestId === body.deployRequestId);
  if (!wrapper) {
    throw notFoundField(
      'deployRequestId',
      'no wrapper deployment with this id in this organization',
    );
  }
  return { status: 'COMPLETED' };
};
