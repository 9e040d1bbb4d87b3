import type { Wallet } from 'embedded-wallet-kit/protocol';
import type { WalletRecord } from '../../store/storedRecords.js';
import { toTimestamp } from '../toTimestamp.js';

/**
 * A stored wallet as production's `v1Wallet`: `exported` once `export_wallet` has sealed its
 * mnemonic for someone, `imported` when `import_wallet` made it. Its name and accounts never
 * change after creation.
 */
export function walletRecord(w: WalletRecord): Wallet {
  return {
    walletId: w.id,
    walletName: w.walletName,
    createdAt: toTimestamp(w.createdAtMs),
    updatedAt: toTimestamp(w.createdAtMs),
    exported: w.exported === true,
    imported: w.imported === true,
  };
}
