import type { Store } from '../../store/Store.js';
import type { VaultDoc } from '../ops/OpsDocs.js';
import { vaultIndex } from '../ops/vaultIndex.js';

/** Adds a vault to the global earn catalog (no organization: every organization sees it). */
export function insertVault(store: Store, vault: VaultDoc): VaultDoc {
  return store.insert('vault', vault, { index: vaultIndex(vault) });
}
