import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Store } from './store.js';
import type { OrganizationRecord } from './storedRecords.js';

const org = (id: string, name = id): OrganizationRecord => ({
  id,
  name,
  topTier: false,
  createdAtMs: 1,
});

/** A promise whose settling the test controls: orders steps by events, never by sleeping. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

class Boom extends Error {}

describe('Store', () => {
  let store: Store;
  beforeEach(() => {
    store = new Store({ memory: true });
  });
  afterEach(() => store.close());

  it('inserts, finds by secondary key, updates, lists and deletes documents', () => {
    store.insert('organization', org('a'), { organizationId: 'a', index: { name: ['x', 'y'] } });
    store.insert('organization', org('b'), { organizationId: 'b', index: { name: 'x' } });
    expect(store.get('organization', 'a')).toEqual(org('a'));
    expect(store.find('organization', 'name', 'x').map((o) => o.id)).toEqual(['a', 'b']);
    expect(store.findOne('organization', 'name', 'y')?.id).toBe('a');
    expect(store.list('organization').map((o) => o.id)).toEqual(['b', 'a']);
    expect(store.list('organization', { order: 'asc' }).map((o) => o.id)).toEqual(['a', 'b']);
    expect(store.list('organization', { organizationId: 'b' }).map((o) => o.id)).toEqual(['b']);
    store.update('organization', org('a', 'renamed'), { name: 'z' });
    expect(store.get('organization', 'a')?.name).toBe('renamed');
    expect(store.findOne('organization', 'name', 'x')?.id).toBe('b');
    expect(store.findOne('organization', 'name', 'z')?.id).toBe('a');
    expect(() => store.update('organization', org('missing'))).toThrow(/no organization/);
    expect(store.delete('organization', 'a')).toBe(true);
    expect(store.delete('organization', 'a')).toBe(false);
    expect(store.find('organization', 'name', 'z')).toEqual([]);
  });

  it('replaces one secondary key of a document and leaves the others', () => {
    store.insert('organization', org('a'), { index: { name: 'x', tier: 'free' } });
    store.setIndex('organization', 'a', 'name', 'y');
    expect(store.find('organization', 'name', 'x')).toEqual([]);
    expect(store.findOne('organization', 'name', 'y')?.id).toBe('a');
    expect(store.findOne('organization', 'tier', 'free')?.id).toBe('a');
    store.setIndex('organization', 'a', 'name', undefined);
    expect(store.find('organization', 'name', 'y')).toEqual([]);
    expect(store.findOne('organization', 'tier', 'free')?.id).toBe('a');
  });

  it('commits a transaction and returns its value', async () => {
    const out = await store.transaction(async () => {
      store.insert('organization', org('a'));
      await Promise.resolve();
      store.insert('organization', org('b'));
      return 42;
    });
    expect(out).toBe(42);
    expect(store.list('organization')).toHaveLength(2);
    expect(store.db.inTransaction).toBe(false);
  });

  it('rolls back every write when the function throws synchronously', async () => {
    await expect(
      store.transaction(() => {
        store.insert('organization', org('a'), { index: { name: 'a' } });
        store.setMeta('k', 'v');
        throw new Boom('sync');
      }),
    ).rejects.toBeInstanceOf(Boom);
    expect(store.get('organization', 'a')).toBeUndefined();
    expect(store.find('organization', 'name', 'a')).toEqual([]);
    expect(store.getMeta('k')).toBeUndefined();
    expect(store.db.inTransaction).toBe(false);
  });

  it('rolls back writes made before and after an await when the function throws later', async () => {
    store.insert('organization', org('kept'));
    await expect(
      store.transaction(async () => {
        store.insert('organization', org('before'));
        await new Promise<void>((resolve) => setImmediate(resolve));
        store.update('organization', org('kept', 'changed'));
        await Promise.resolve();
        throw new Boom('async');
      }),
    ).rejects.toBeInstanceOf(Boom);
    expect(store.get('organization', 'before')).toBeUndefined();
    expect(store.get('organization', 'kept')?.name).toBe('kept');
    // The store stays usable after a rollback.
    await store.transaction(() => store.insert('organization', org('after')));
    expect(store.get('organization', 'after')).toBeDefined();
  });

  it('refuses a transaction opened inside another: the outer rolls back with the refusal', async () => {
    // The store cannot tell a nested call from another request's without AsyncLocalStorage
    // (store.ts): it refuses the nested one instead of letting it wait for its own outer one.
    let inner: Promise<string> | undefined;
    await expect(
      store.transaction(() => {
        store.insert('organization', org('outer'));
        inner = store.transaction(() => {
          store.insert('organization', org('inner'));
          return 'inner done';
        });
        return inner;
      }),
    ).rejects.toThrow(/opened inside another/);
    await expect(inner).rejects.toThrow(/opened inside another/);
    expect(store.get('organization', 'outer')).toBeUndefined();
    expect(store.get('organization', 'inner')).toBeUndefined();
    expect(store.db.inTransaction).toBe(false);
  });

  it('lets an outer transaction catch a refused nested one and still commit', async () => {
    await store.transaction(async () => {
      store.insert('organization', org('outer'));
      await store
        .transaction(() => store.insert('organization', org('inner')))
        .catch((e: unknown) => expect(String(e)).toMatch(/opened inside another/));
    });
    expect(store.get('organization', 'outer')).toBeDefined();
    expect(store.get('organization', 'inner')).toBeUndefined();
  });

  it('serialises concurrent transactions: the second starts only when the first has finished', async () => {
    const log: string[] = [];
    const firstEntered = gate();
    const release = gate();
    const first = store.transaction(async () => {
      log.push('first:start');
      firstEntered.open();
      await release.promise;
      store.insert('organization', org('first'));
      log.push('first:end');
    });
    await firstEntered.promise;
    const second = store.transaction(async () => {
      log.push('second:start');
      // It sees the first's committed write.
      log.push(`second:sees-first=${store.get('organization', 'first') !== undefined}`);
      log.push('second:end');
    });
    // Let the second get every chance to run: it must still wait.
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    expect(log).toEqual(['first:start']);
    release.open();
    await Promise.all([first, second]);
    expect(log).toEqual([
      'first:start',
      'first:end',
      'second:start',
      'second:sees-first=true',
      'second:end',
    ]);
  });

  it('makes work scheduled inside a finished transaction queue, not join another one', async () => {
    const log: string[] = [];
    const wakeLate = gate();
    let late: Promise<void> | undefined;
    await store.transaction(() => {
      // Created inside this transaction, run after it has committed: it is not nested (the
      // transaction is over) and queues like anyone else.
      late = wakeLate.promise.then(() =>
        store.transaction(async () => {
          log.push('late:start');
          await Promise.resolve();
          log.push('late:end');
        }),
      );
    });
    const otherEntered = gate();
    const releaseOther = gate();
    const other = store.transaction(async () => {
      log.push('other:start');
      otherEntered.open();
      await releaseOther.promise;
      log.push('other:end');
    });
    await otherEntered.promise;
    wakeLate.open();
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    expect(log).toEqual(['other:start']);
    releaseOther.open();
    await Promise.all([other, late]);
    expect(log).toEqual(['other:start', 'other:end', 'late:start', 'late:end']);
  });

  it('keeps serving queued transactions after one of them fails', async () => {
    const results = await Promise.allSettled([
      store.transaction(async () => {
        store.insert('organization', org('a'));
        await Promise.resolve();
        throw new Boom('a');
      }),
      store.transaction(async () => {
        await Promise.resolve();
        store.insert('organization', org('b'));
        return 'b';
      }),
      store.transaction(() => store.insert('organization', org('c')).id),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(store.list('organization', { order: 'asc' }).map((o) => o.id)).toEqual(['b', 'c']);
  });

  it('keeps counters exact under many concurrent read-modify-write transactions', async () => {
    store.setMeta('counter', '0');
    await Promise.all(
      Array.from({ length: 50 }, () =>
        store.transaction(async () => {
          const n = Number(store.getMeta('counter'));
          await Promise.resolve();
          store.setMeta('counter', String(n + 1));
        }),
      ),
    );
    expect(store.getMeta('counter')).toBe('50');
  });
});

describe('Store on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ewk-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps committed writes and drops rolled-back ones across a reopen', async () => {
    const first = new Store({ dataDir: dir });
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
    await first.transaction(() => {
      first.insert('organization', org('a'), { organizationId: 'a', index: { name: 'a' } });
      first.setMeta('bootstrap', '{"x":1}');
    });
    await first
      .transaction(async () => {
        first.insert('organization', org('b'));
        await Promise.resolve();
        throw new Boom('no');
      })
      .catch(() => undefined);
    first.close();
    const second = new Store({ dataDir: dir });
    expect(second.findOne('organization', 'name', 'a')?.id).toBe('a');
    expect(second.get('organization', 'b')).toBeUndefined();
    expect(second.getMeta('bootstrap')).toBe('{"x":1}');
    second.close();
  });
});
