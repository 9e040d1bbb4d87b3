import type { PageInfo } from 'embedded-wallet-kit/protocol';
import { invalidField } from '../../fieldErrors.js';

export interface PaginationOptions {
  limit?: string;
  before?: string;
  after?: string;
}

/** Spec "Pagination": `limit` defaults to 10 (its 1..100 range is checked by the schema). */
export const DEFAULT_PAGE_LIMIT = 10;

/**
 * One page of an already sorted list (spec "Pagination"). Cursors are object ids: `after` gives
 * the objects following it, `before` the `limit` objects right before it, both together the
 * objects strictly between. So sending `endCursor` as `after` walks forward and `startCursor` as
 * `before` walks back, with no gap and no repeat. A cursor that is not in the list is a 400
 * naming it: silently restarting from the top would repeat objects.
 */
export function paginate<T>(
  items: readonly T[],
  cursorOf: (item: T) => string,
  options: PaginationOptions | undefined,
  field = 'paginationOptions',
): { items: T[]; pageInfo: PageInfo } {
  const limit = options?.limit === undefined ? DEFAULT_PAGE_LIMIT : Number(options.limit);
  const indexOf = (cursor: string, name: 'after' | 'before'): number => {
    const index = items.findIndex((item) => cursorOf(item) === cursor);
    if (index < 0) throw invalidField(`${field}.${name}`, `unknown cursor ${cursor.slice(0, 128)}`);
    return index;
  };
  let start = 0;
  let end = items.length;
  if (options?.after !== undefined) start = indexOf(options.after, 'after') + 1;
  if (options?.before !== undefined) end = indexOf(options.before, 'before');
  let from = start;
  let to = start;
  if (start < end) {
    const backwards = options?.before !== undefined && options.after === undefined;
    from = backwards ? Math.max(start, end - limit) : start;
    to = backwards ? end : Math.min(end, start + limit);
  }
  const page = items.slice(from, to);
  const first = page[0];
  const last = page[page.length - 1];
  return {
    items: page,
    pageInfo: {
      hasNextPage: to < items.length,
      hasPreviousPage: from > 0,
      startCursor: first === undefined ? '' : cursorOf(first),
      endCursor: last === undefined ? '' : cursorOf(last),
    },
  };
}
