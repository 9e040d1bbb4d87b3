import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import * as internal from './internal.js';

describe('embedded-wallet-kit/protocol', () => {
  it('is the contract as constants: no function, so no helper becomes public API', () => {
    const functions = Object.entries(contract)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name);
    expect(functions).toEqual([]);
    expect(contract.GrpcCode.NOT_FOUND).toBe(5);
  });

  it('leaves the operation table and its schema language to the internal entry', () => {
    expect(Object.keys(internal)).toEqual(
      expect.arrayContaining([
        'submitOperations',
        'queryOperations',
        'proxyOperations',
        'validate',
      ]),
    );
  });
});
