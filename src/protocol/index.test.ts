import { describe, expect, it } from 'vitest';
import * as entry from './index.js';

describe('embedded-wallet-kit/protocol', () => {
  it('exports the operation table and its helpers', () => {
    expect(Object.keys(entry)).toEqual(
      expect.arrayContaining([
        'submitOperations',
        'queryOperations',
        'proxyOperations',
        'GrpcCode',
      ]),
    );
  });
});
