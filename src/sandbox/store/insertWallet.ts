import { randomUUID } from 'node:crypto';
import type { DerivedWallet } from '../wallet/deriveWallet.js';
import type { Store } from './store.js';
import type { WalletAccountRecord } from './storedRecords.js';

/**
 * Stores a derived wallet and its accounts for one organization; accounts are indexed by
 * `address` (how `signWith` and fee wallets are found) and `walletId`. Shared by signup's
 * `wallet` and the seeded parent wallet.
 */
export function insertWallet(
  store: Store,
  args: {
    organizationId: string;
    walletName: string;
    derived: DerivedWallet;
    /** Account names, in the order of `derived.accounts`. */
    names?: readonly (string | undefined)[];
    nowMs: number;
  },
): { walletId: string; accounts: WalletAccountRecord[] } {
  const { organizationId, nowMs } = args;
  const walletId = randomUUID();
  store.insert(
    'wallet',
    {
      id: walletId,
      organizationId,
      walletName: args.walletName,
      mnemonic: args.derived.mnemonic,
      createdAtMs: nowMs,
    },
    { organizationId },
  );
  const accounts = args.derived.accounts.map((account, i) => {
    const name = args.names?.[i];
    const doc: WalletAccountRecord = {
      id: randomUUID(),
      organizationId,
      walletId,
      address: account.address,
      publicKey: account.publicKey,
      curve: account.curve,
      path: account.path,
      addressFormat: account.addressFormat,
      ...(name ? { name } : {}),
      createdAtMs: nowMs,
    };
    store.insert('walletAccount', doc, {
      organizationId,
      index: { address: account.address, walletId },
    });
    return doc;
  });
  return { walletId, accounts };
}
