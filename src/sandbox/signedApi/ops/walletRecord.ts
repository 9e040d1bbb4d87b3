import type { Wallet } from 'embedded-wallet-kit/protocol';
import type { WalletRecord } from '../../store/storedRecords.js';
import { toTimestamp } from '../toTimestamp.js';

/**
 * A stored wallet as production's `v1Wallet`. The sandbox has no wallet export or import, so
 * both flags are false; a wallet never changes after creation.
 */
export function walletRecord(w: WalletRecord): Wallet {
  return {
    walletId: w.id,
    walletName: w.walletName,
    createdAt: toTimestamp(w.createdAtMs),
    updatedAt: toTimestamp(w.createdAtMs),
    exported: false,
    imported: false,
  };
}
