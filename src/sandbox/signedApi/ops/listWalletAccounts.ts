import type { WalletAccount } from 'embedded-wallet-kit/protocol';
import { notFoundField } from '../../fieldErrors.js';
import type { WalletRecord } from '../../store/storedRecords.js';
import type { QueryHandler } from '../handlerTypes.js';
import { toTimestamp } from '../toTimestamp.js';
import { paginate } from './paginate.js';
import { walletRecord } from './walletRecord.js';

/**
 * `list_wallet_accounts` (production's `v1GetWalletAccountsRequest`): the accounts of one wallet,
 * or of every wallet of the organization when `walletId` is absent (how `@turnkey/core` fetches
 * them), oldest first, paged by account id (spec "Pagination"). `includeWalletDetails` adds each
 * account's wallet.
 */
export const listWalletAccounts: QueryHandler<'list_wallet_accounts'> = ({ ctx, body }) => {
  const { organizationId, walletId } = body;
  if (
    walletId !== undefined &&
    ctx.store.get('wallet', walletId)?.organizationId !== organizationId
  ) {
    throw notFoundField('walletId', `no wallet ${walletId} in this organization`);
  }
  const accounts =
    walletId === undefined
      ? ctx.store.list('walletAccount', { organizationId, order: 'asc' })
      : ctx.store.find('walletAccount', 'walletId', walletId);
  const page = paginate(accounts, (a) => a.id, body.paginationOptions);
  const wallets = new Map<string, WalletRecord | undefined>();
  const walletOf = (id: string) => {
    if (!wallets.has(id)) wallets.set(id, ctx.store.get('wallet', id));
    return wallets.get(id);
  };
  return {
    accounts: page.items.map((a): WalletAccount => {
      const wallet = body.includeWalletDetails ? walletOf(a.walletId) : undefined;
      return {
        walletAccountId: a.id,
        organizationId: a.organizationId,
        walletId: a.walletId,
        curve: a.curve,
        pathFormat: 'PATH_FORMAT_BIP32',
        path: a.path,
        addressFormat: a.addressFormat,
        address: a.address,
        createdAt: toTimestamp(a.createdAtMs),
        updatedAt: toTimestamp(a.createdAtMs),
        publicKey: a.publicKey,
        ...(wallet ? { walletDetails: walletRecord(wallet) } : {}),
        ...(a.name ? { name: a.name } : {}),
      };
    }),
  };
};
