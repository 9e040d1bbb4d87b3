import type { Wallet, WalletAccount } from '../../protocol/records.js';
import type { WalletKit } from '../walletKit.js';
import { signedInUser } from './signedInUser.js';

/** An embedded wallet of the signed-in user's organization, with its accounts. */
export interface EmbeddedWallet extends Wallet {
  /** Oldest first, as `list_wallet_accounts` answers them. */
  accounts: WalletAccount[];
}

/** The page size asked of `list_wallet_accounts` (the spec's largest `limit`). */
const PAGE = 100;

/**
 * The signed-in user's wallets and their accounts (addresses, chains, paths): `list_wallets`
 * beside `list_wallet_accounts` for every wallet at once (no `walletId`, as the production
 * client reads them), paged with `after` until a short page, then grouped by wallet in the
 * order `list_wallets` gives.
 */
export async function listEmbeddedWallets(
  kit: WalletKit,
  args: { signal?: AbortSignal } = {},
): Promise<EmbeddedWallet[]> {
  const { organizationId } = signedInUser(kit);
  const call = { signal: args.signal };
  const readAccounts = async () => {
    const accounts: WalletAccount[] = [];
    for (;;) {
      const after = accounts.at(-1)?.walletAccountId;
      const page = await kit.api.listWalletAccounts(
        { organizationId, paginationOptions: { limit: String(PAGE), ...(after ? { after } : {}) } },
        call,
      );
      accounts.push(...page.accounts);
      if (page.accounts.length < PAGE) return accounts;
    }
  };
  const [{ wallets }, accounts] = await Promise.all([
    kit.api.listWallets({ organizationId }, call),
    readAccounts(),
  ]);
  return wallets.map((wallet) => ({
    ...wallet,
    accounts: accounts.filter((account) => account.walletId === wallet.walletId),
  }));
}
