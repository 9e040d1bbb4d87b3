import { describe, expect, it } from 'vitest';
import { openDatabase } from './openDatabase.js';

describe('openDatabase', () => {
  it('opens a database', () => {
    const db = openDatabase(':memory:');
    expect(db.prepare('SELECT 1 AS one').get()).toEqual({ one: 1 });
    db.close();
  });

  it('names the fix of each package manager when the binding is missing', () => {
    // What better-sqlite3 throws when pnpm skipped its build (the `bindings` package's text).
    const missing = new Error(
      'Could not locate the bindings file. Tried:\n → /app/node_modules/better-sqlite3/build/better_sqlite3.node',
    );
    let thrown: unknown;
    try {
      openDatabase(':memory:', () => {
        throw missing;
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const message = (thrown as Error).message;
    expect(message).toContain('Could not locate the bindings file');
    expect(message).toContain('--allow-build=better-sqlite3');
    expect(message).toContain('pnpm approve-builds');
    expect(message).toContain('allowBuilds');
    expect(message).toContain('"allowScripts": { "better-sqlite3": true }');
    expect((thrown as Error).cause).toBe(missing);
  });

  it('passes other failures on as they are', () => {
    const other = new Error('unable to open database file');
    expect(() =>
      openDatabase('/nowhere/x.sqlite', () => {
        throw other;
      }),
    ).toThrow(other);
  });
});
