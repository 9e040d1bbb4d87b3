import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.js';

const items = Array.from({ length: 25 }, (_, i) => `id${String(i).padStart(2, '0')}`);
const page = (options?: { limit?: string; before?: string; after?: string }) =>
  paginate(items, (x) => x, options);

describe('paginate', () => {
  it('defaults to the first 10', () => {
    expect(page()).toEqual({
      items: items.slice(0, 10),
      pageInfo: {
        hasNextPage: true,
        hasPreviousPage: false,
        startCursor: 'id00',
        endCursor: 'id09',
      },
    });
  });

  it('after gives what follows, before the closest objects preceding, both together what lies between', () => {
    expect(page({ limit: '3', after: 'id09' }).items).toEqual(['id10', 'id11', 'id12']);
    expect(page({ limit: '3', before: 'id09' }).items).toEqual(['id06', 'id07', 'id08']);
    expect(page({ limit: '3', before: 'id02' })).toEqual({
      items: ['id00', 'id01'],
      pageInfo: {
        hasNextPage: true,
        hasPreviousPage: false,
        startCursor: 'id00',
        endCursor: 'id01',
      },
    });
    expect(page({ limit: '10', after: 'id03', before: 'id07' }).items).toEqual([
      'id04',
      'id05',
      'id06',
    ]);
    expect(page({ after: 'id24' })).toEqual({
      items: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: '', endCursor: '' },
    });
  });

  it('walks forward and back over every limit with no gap or repeat', () => {
    for (let limit = 1; limit <= 26; limit++) {
      const forward: string[] = [];
      let current = page({ limit: String(limit) });
      forward.push(...current.items);
      while (current.pageInfo.hasNextPage) {
        current = page({ limit: String(limit), after: current.pageInfo.endCursor });
        forward.push(...current.items);
      }
      expect(forward).toEqual(items);
      const backward = [...current.items];
      while (current.pageInfo.hasPreviousPage) {
        current = page({ limit: String(limit), before: current.pageInfo.startCursor });
        backward.unshift(...current.items);
      }
      expect(backward).toEqual(items);
    }
  });

  it('refuses an unknown cursor, naming it', () => {
    expect(() => page({ after: 'nope' })).toThrow(/paginationOptions\.after/);
    expect(() => page({ before: 'nope' })).toThrow(/paginationOptions\.before/);
  });
});
