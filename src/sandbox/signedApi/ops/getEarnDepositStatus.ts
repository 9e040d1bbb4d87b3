import { notFoundField } from '../../fieldErrors.js';
import type { QueryHandler } from '../handlerTypes.js';

/**
 * `get_earn_deposit_status` (production's `v1GetEarnDepositStatusRequest`): the status of a
 * deposit by the `depositRequestId` that `earn_deposit` answered. The sandbox has no chain
 * behind it, so a deposit stays `PENDING`, without a transaction hash. Another organization's
 * deposit answers 404 like an unknown one.
 */
export const getEarnDepositStatus: QueryHandler<'get_earn_deposit_status'> = ({ ctx, body }) => {
  const deposit = ctx.store.get('earnDeposit', body.depositRequestId);
  if (!deposit || deposit.organizationId !== body.organizationId) {
    throw notFoundField('depositRequestId', 'no deposit with this id in this organization');
  }
  return { status: 'PENDING' };
};
