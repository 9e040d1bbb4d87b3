import type { Store } from '../../store/store.js';
import type { VaultRecord } from '../ops/opsRecords.js';
import { vaultIndex } from '../ops/vaultIndex.js';

/** Adds a vault to the global earn catalog (no organization: every organization sees it). */
export function insertVault(store: Store, vault: VaultRecord): VaultRecord {
  return store.insert('vault', vault, { index: vaultIndex(vault) });
}
