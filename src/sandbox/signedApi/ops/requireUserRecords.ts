import { notFoundField } from '../../fieldErrors.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { StoredRecords } from '../../store/storedRecords.js';

type UserOwned = {
  [K in keyof StoredRecords]: StoredRecords[K] extends { userId: string; organizationId: string }
    ? K
    : never;
}[keyof StoredRecords];

/**
 * The records `ids` (duplicates dropped, first mention kept) of kind `kind`, each of which must
 * belong to this user of this organization; the first that does not (unknown, or another
 * user's, answered alike so ids cannot be probed) is a 404 naming `field[i]`. Every id is
 * checked before the caller changes anything.
 */
export function requireUserRecords<K extends UserOwned>(
  ctx: SandboxContext,
  kind: K,
  ids: readonly string[],
  owner: { organizationId: string; userId: string },
  field: string,
  noun: string,
): StoredRecords[K][] {
  const unique = [...new Set(ids)];
  return unique.map((id) => {
    const record = ctx.store.get(kind, id) as
      | (StoredRecords[K] & { userId: string; organizationId: string })
      | undefined;
    if (
      !record ||
      record.organizationId !== owner.organizationId ||
      record.userId !== owner.userId
    ) {
      throw notFoundField(`${field}[${ids.indexOf(id)}]`, `no ${noun} ${id} of this user`);
    }
    return record;
  });
}
