import type { DocKind } from '../../store/Docs.js';
import type { Store } from '../../store/Store.js';

/**
 * Replaces ONE secondary key of a document, leaving its other keys alone. `Store.update` can
 * only replace all of them, and a user's other keys (phone, ...) are written by other parts of
 * the sandbox, which this operation must not need to know. `undefined` removes the key.
 */
export function setIndexValue(
  store: Store,
  kind: DocKind,
  id: string,
  name: string,
  value: string | undefined,
): void {
  store.db
    .prepare('DELETE FROM doc_index WHERE kind = ? AND id = ? AND name = ?')
    .run(kind, id, name);
  if (value !== undefined) {
    store.db
      .prepare('INSERT OR IGNORE INTO doc_index (kind, name, value, id) VALUES (?, ?, ?, ?)')
      .run(kind, name, value, id);
  }
}
