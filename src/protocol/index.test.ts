import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as entry from './index.js';

describe('embedded-wallet-kit/protocol', () => {
  // The sandbox package reaches the contract only through this entry: a module missing here
  // would push it back to a relative import, and a second copy of the contract.
  it('re-exports every module of the room', () => {
    const dir = new URL('.', import.meta.url);
    const modules = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(f) && f !== 'index.ts')
      .map((f) => `./${f.replace(/\.ts$/, '.js')}`);
    const index = readFileSync(new URL('index.ts', dir), 'utf8');
    const exported = [...index.matchAll(/export \* from '([^']+)'/g)].map((m) => m[1]);
    expect(exported.sort()).toEqual(modules.sort());
  });

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
