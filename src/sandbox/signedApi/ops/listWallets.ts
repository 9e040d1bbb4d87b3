import type { QueryHandler } from '../handlerTypes.js';
import { walletRecord } from './walletRecord.js';

/**
 * `list_wallets` (production's `v1GetWalletsRequest`): the organization's wallets, oldest first.
 */
export const listWallets: QueryHandler<'list_wallets'> = ({ ctx, body }) => ({
  wallets: ctx.store
    .list('wallet', { organizationId: body.organizationId, order: 'asc' })
    .map(walletRecord),
});
