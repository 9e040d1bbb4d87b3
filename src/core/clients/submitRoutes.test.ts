import { describe, expect, it } from 'vitest';
import { submitOperations } from '../../protocol/operations.js';
import { submitRoutes } from './submitRoutes.js';

describe('submitRoutes', () => {
  it('routes every submit of the operation table as its row says, and nothing else', () => {
    expect(Object.keys(submitRoutes)).toEqual(Object.keys(submitOperations));
    for (const [op, row] of Object.entries(submitOperations)) {
      expect(submitRoutes[op as keyof typeof submitRoutes]).toEqual({
        type: row.type,
        resultKey: row.resultKey,
        appProofs: row.appProofs,
        ...(row.invalidates?.length ? { invalidates: row.invalidates } : {}),
      });
    }
  });
});
