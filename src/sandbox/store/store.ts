import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { openDatabase } from './openDatabase.js';
import type { RecordKind, StoredRecords } from './storedRecords.js';

const isThenable = <T>(value: Promise<T> | T): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

export interface StoreOptions {
  /** Folder for `sandbox.sqlite`; ignored when `memory` is true. */
  dataDir?: string;
  memory?: boolean;
}

/** Secondary keys a document can be found by: name -> one value or several. */
export type IndexValues = Record<string, string | readonly string[] | undefined>;

export interface ListOptions {
  organizationId?: string;
  /** Newest first by default: most lists of the spec are "most recent first". */
  order?: 'asc' | 'desc';
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS docs (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  org_id TEXT,
  data TEXT NOT NULL,
  UNIQUE (kind, id)
);
CREATE INDEX IF NOT EXISTS docs_by_org ON docs (kind, org_id, seq);
CREATE TABLE IF NOT EXISTS doc_index (
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  id TEXT NOT NULL,
  PRIMARY KEY (kind, name, value, id)
);
CREATE INDEX IF NOT EXISTS doc_index_by_id ON doc_index (kind, id);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/**
 * The sandbox's storage: SQLite (WAL on disk, or in memory for tests) holding JSON documents by
 * kind and id, with secondary lookups. One async mutex serialises every request's work so that a
 * request's writes commit or roll back together even when its handler awaits (WebAuthn and HPKE
 * checks are async).
 *
 * A transaction's work never opens another: it is already inside one, and the store has no way to
 * tell a nested call from another request's (that would take `AsyncLocalStorage`, which on Node 20
 * turns on promise hooks for the whole process: every promise then pays for them, and a stamped
 * query's dispatch cost 14.1 us with it, 13.2 without). A nested call made while the work runs
 * synchronously is refused with an error; one made after an await would queue behind its own
 * transaction forever, so none is made (the proxy forwards to the signed API outside any
 * transaction, and `src/sandbox/store/store.test.ts` guards the synchronous case).
 */
export class Store {
  readonly db: Database.Database;
  // True while a transaction's work runs synchronously: a `transaction` call then is nested.
  private running = false;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly statements = new Map<string, Database.Statement>();

  constructor(options: StoreOptions = {}) {
    if (options.memory || !options.dataDir) {
      this.db = openDatabase(':memory:');
    } else {
      // Owner only: the folder 0700, the store 0600 (SQLite gives its -wal and -shm files the
      // database file's mode), whatever the umask or an older run left.
      mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
      chmodSync(options.dataDir, 0o700);
      const file = join(options.dataDir, 'sandbox.sqlite');
      closeSync(openSync(file, 'a', 0o600));
      for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
        if (existsSync(path)) chmodSync(path, 0o600);
      }
      this.db = openDatabase(file);
      // One process owns a data dir: an exclusive lock keeps a second sandbox from writing the
      // same store underneath this one (it fails at start with "database is locked"), and it
      // spares every transaction the lock and shared-memory calls (measured: about 4 us of a
      // query's cost). Set before WAL so the WAL index lives in process memory.
      this.db.pragma('locking_mode = EXCLUSIVE');
      this.db.pragma('journal_mode = WAL');
      // Every acknowledged write survives a restart (the restart test): FULL syncs the WAL
      // at each commit.
      this.db.pragma('synchronous = FULL');
      // Deleted and overwritten content is zeroed, not left in free pages: a secret sealed on its
      // first read (store/sealedMeta.ts) leaves no clear-text copy behind in the file.
      this.db.pragma('secure_delete = ON');
    }
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
  }

  private stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  // Statements answering their one column's value: no row object per read (hot reads).
  private readonly columns = new Map<string, Database.Statement>();

  private column(sql: string): Database.Statement {
    let s = this.columns.get(sql);
    if (!s) {
      s = this.db.prepare(sql).pluck();
      this.columns.set(sql, s);
    }
    return s;
  }

  /** Runs `fn` alone, inside one SQLite transaction. `fn` must not open another (see above). */
  transaction<T>(fn: () => Promise<T> | T): Promise<T> {
    try {
      return Promise.resolve(this.exclusive(fn));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * `transaction`, answering synchronously when it can: when no other transaction is running or
   * queued, `fn` starts at once, and if it returns a plain value (it never awaited) the value
   * comes back committed, with no promise or queue turn in between. That is the read-only
   * query's case (ms matter under load: `npm run bench -- sandboxLoad`). It is the same mutual
   * exclusion: `fn` ran while nothing else held the mutex and nothing else could run until it
   * returned (one thread). If `fn` returns a promise, the mutex is held until it settles, exactly
   * as if it had queued. Throws synchronously when a synchronous `fn` throws (after rolling back).
   */
  exclusive<T>(fn: () => Promise<T> | T): Promise<T> | T {
    if (this.running) {
      throw new Error(
        'a store transaction was opened inside another: run the work in the open one',
      );
    }
    if (this.pending === 0) return this.runNow(fn);
    this.pending++;
    const run = () => this.runQueued(fn);
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  // Transactions queued or running across an await: while there is one, new ones queue.
  private pending = 0;

  private control(sql: 'BEGIN' | 'COMMIT' | 'ROLLBACK'): void {
    // Prepared once: `exec` would compile the statement on every transaction.
    this.stmt(sql).run();
  }

  /** `fn()` with the nesting guard up while it runs synchronously. */
  private enter<T>(fn: () => Promise<T> | T): Promise<T> | T {
    this.running = true;
    try {
      return fn();
    } finally {
      this.running = false;
    }
  }

  private runNow<T>(fn: () => Promise<T> | T): Promise<T> | T {
    // Deferred is enough: this connection is the store's only one (the mutex orders the work),
    // so a transaction never has to wait for, or race with, another writer.
    this.control('BEGIN');
    let result: Promise<T> | T;
    try {
      result = this.enter(fn);
    } catch (error) {
      this.rollback();
      throw error;
    }
    if (!isThenable(result)) {
      this.commit();
      return result;
    }
    // `fn` awaits: from here on it holds the mutex like a queued transaction would.
    this.pending++;
    const settled = Promise.resolve(result).then(
      (value) => {
        this.pending--;
        this.commit();
        return value;
      },
      (error: unknown) => {
        this.pending--;
        this.rollback();
        throw error;
      },
    );
    this.queue = settled.catch(() => undefined);
    return settled;
  }

  private async runQueued<T>(fn: () => Promise<T> | T): Promise<T> {
    try {
      this.control('BEGIN');
      const result = await this.enter(fn);
      this.commit();
      return result;
    } catch (error) {
      this.rollback();
      throw error;
    } finally {
      this.pending--;
    }
  }

  private commit(): void {
    try {
      this.control('COMMIT');
    } catch (error) {
      this.rollback();
      throw error;
    }
  }

  private rollback(): void {
    if (this.db.inTransaction) this.control('ROLLBACK');
  }

  insert<K extends RecordKind>(
    kind: K,
    doc: StoredRecords[K] & { id: string },
    options: { organizationId?: string; index?: IndexValues } = {},
  ): StoredRecords[K] {
    this.stmt('INSERT INTO docs (kind, id, org_id, data) VALUES (?, ?, ?, ?)').run(
      kind,
      doc.id,
      options.organizationId ?? null,
      JSON.stringify(doc),
    );
    this.writeIndex(kind, doc.id, options.index);
    return doc;
  }

  /** Replaces the document; `index`, when given, replaces its secondary keys. */
  update<K extends RecordKind>(
    kind: K,
    doc: StoredRecords[K] & { id: string },
    index?: IndexValues,
  ): StoredRecords[K] {
    const result = this.stmt('UPDATE docs SET data = ? WHERE kind = ? AND id = ?').run(
      JSON.stringify(doc),
      kind,
      doc.id,
    );
    if (result.changes === 0) throw new Error(`no ${kind} ${doc.id} to update`);
    if (index) {
      this.stmt('DELETE FROM doc_index WHERE kind = ? AND id = ?').run(kind, doc.id);
      this.writeIndex(kind, doc.id, index);
    }
    return doc;
  }

  /**
   * Replaces the values of ONE secondary key of a document, leaving its other keys alone
   * (`update` with an index replaces all of them). `undefined` removes the key.
   */
  setIndex(
    kind: RecordKind,
    id: string,
    name: string,
    value: string | readonly string[] | undefined,
  ): void {
    this.stmt('DELETE FROM doc_index WHERE kind = ? AND id = ? AND name = ?').run(kind, id, name);
    this.writeIndex(kind, id, { [name]: value });
  }

  delete(kind: RecordKind, id: string): boolean {
    this.stmt('DELETE FROM doc_index WHERE kind = ? AND id = ?').run(kind, id);
    return this.stmt('DELETE FROM docs WHERE kind = ? AND id = ?').run(kind, id).changes > 0;
  }

  get<K extends RecordKind>(kind: K, id: string): StoredRecords[K] | undefined {
    const data = this.column('SELECT data FROM docs WHERE kind = ? AND id = ?').get(kind, id) as
      | string
      | undefined;
    return data === undefined ? undefined : (JSON.parse(data) as StoredRecords[K]);
  }

  /** Documents whose secondary key `name` equals `value`, oldest first. */
  find<K extends RecordKind>(kind: K, name: string, value: string): StoredRecords[K][] {
    const rows = this.stmt(
      `SELECT d.data FROM doc_index i JOIN docs d ON d.kind = i.kind AND d.id = i.id
       WHERE i.kind = ? AND i.name = ? AND i.value = ? ORDER BY d.seq`,
    ).all(kind, name, value) as { data: string }[];
    return rows.map((r) => JSON.parse(r.data) as StoredRecords[K]);
  }

  findOne<K extends RecordKind>(
    kind: K,
    name: string,
    value: string,
  ): StoredRecords[K] | undefined {
    // The oldest match only (every stamped request looks its key up this way). With min(), a bare
    // column takes its value from the row holding the minimum (SQLite "SELECT", bare columns in
    // an aggregate query): the same row as ORDER BY seq LIMIT 1 without a sort (measured ~0.6 us
    // less). No match gives one row of NULLs.
    const data = this.column(
      `SELECT d.data, min(d.seq) FROM doc_index i JOIN docs d ON d.kind = i.kind AND d.id = i.id
       WHERE i.kind = ? AND i.name = ? AND i.value = ?`,
    ).get(kind, name, value) as string | null | undefined;
    return data == null ? undefined : (JSON.parse(data) as StoredRecords[K]);
  }

  /** Every document of a kind (optionally of one organization), in insertion order. */
  list<K extends RecordKind>(kind: K, options: ListOptions = {}): StoredRecords[K][] {
    const order = options.order === 'asc' ? 'ASC' : 'DESC';
    const rows = (
      options.organizationId === undefined
        ? this.stmt(`SELECT data FROM docs WHERE kind = ? ORDER BY seq ${order}`).all(kind)
        : this.stmt(
            `SELECT data FROM docs WHERE kind = ? AND org_id = ? ORDER BY seq ${order}`,
          ).all(kind, options.organizationId)
    ) as { data: string }[];
    return rows.map((r) => JSON.parse(r.data) as StoredRecords[K]);
  }

  getMeta(key: string): string | undefined {
    const row = this.stmt('SELECT value FROM meta WHERE key = ?').get(key) as
      | { value: string }
      | undefined;
    return row?.value;
  }

  setMeta(key: string, value: string): void {
    this.stmt(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ).run(key, value);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  private writeIndex(kind: string, id: string, index: IndexValues | undefined): void {
    if (!index) return;
    const insert = this.stmt(
      'INSERT OR IGNORE INTO doc_index (kind, name, value, id) VALUES (?, ?, ?, ?)',
    );
    for (const [name, value] of Object.entries(index)) {
      if (value === undefined) continue;
      for (const v of typeof value === 'string' ? [value] : value) insert.run(kind, name, v, id);
    }
  }
}
