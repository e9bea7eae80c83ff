import type { Database, Statement } from 'better-sqlite3';
import type { Table } from '../core';

/**
 * What a transaction changed in memory, so a rollback can put the caches back. Entries are
 * undone newest first down to the mark taken when the (possibly nested) transaction began.
 */
export class Journal {
  private undo: (() => void)[] = [];
  private commits: (() => void)[] = [];

  constructor(private db: Database) {}

  /** Remembers how to revert an in-memory change; outside a transaction there is nothing to revert. */
  record(revert: () => void): void {
    if (this.db.inTransaction) this.undo.push(revert);
  }

  /** Runs `run` after the outermost transaction commits, or now when there is none. */
  afterCommit(run: () => void): void {
    if (this.db.inTransaction) this.commits.push(run);
    else run();
  }

  /**
   * better-sqlite3 turns nested transactions into savepoints; a failing inner one is rolled
   * back on its own, so the caches are reverted to the same point.
   */
  transaction<T>(fn: () => T): T {
    const undoMark = this.undo.length;
    const commitMark = this.commits.length;
    let result: T;
    try {
      result = this.db.transaction(fn)();
    } catch (error) {
      while (this.undo.length > undoMark) this.undo.pop()?.();
      this.commits.length = commitMark;
      throw error;
    }
    if (!this.db.inTransaction) {
      this.undo.length = 0;
      const due = this.commits.splice(0);
      for (const run of due) run();
    }
    return result;
  }
}

export interface TableSpec<T> {
  name: string;
  key: (row: T) => string;
  /** Indexed columns stored beside the JSON, by column name. */
  columns?: Record<string, (row: T) => string | number | null>;
  /** A second lookup kept in memory, e.g. tokens. */
  lookup?: (row: T) => string | undefined;
}

/**
 * A table whose rows are all held in memory and written through to SQLite on every change.
 * The core reads whole tables often (`all()` to find open sessions, queued visitors, online
 * engineers), so these reads cost what they cost in the memory store; SQLite keeps them across
 * restarts. Rows are stored as returned by JSON.parse of what was written, so a row reads the
 * same before and after a restart. Messages, the one table that grows without bound, are not
 * cached (message-table.ts).
 */
export class CachedTable<T> implements Table<T> {
  private rows = new Map<string, T>();
  private byLookup = new Map<string, string>();
  private upsert: Statement;
  private remove: Statement;

  constructor(
    private db: Database,
    private journal: Journal,
    private spec: TableSpec<T>,
  ) {
    const columns = Object.keys(spec.columns ?? {});
    const names = ['id', 'data', ...columns];
    this.upsert = db.prepare(
      `INSERT INTO ${spec.name} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})
       ON CONFLICT(id) DO UPDATE SET ${names
         .slice(1)
         .map((n) => `${n} = excluded.${n}`)
         .join(', ')}`,
    );
    this.remove = db.prepare(`DELETE FROM ${spec.name} WHERE id = ?`);
    // rowid order is insertion order, as a Map iterates in the memory store.
    for (const row of db
      .prepare(`SELECT data FROM ${spec.name} ORDER BY rowid`)
      .pluck()
      .iterate() as IterableIterator<string>) {
      const parsed = JSON.parse(row) as T;
      this.set(spec.key(parsed), parsed);
    }
  }

  private set(id: string, row: T | undefined) {
    const old = this.rows.get(id);
    const oldKey = old === undefined ? undefined : this.spec.lookup?.(old);
    if (oldKey !== undefined && this.byLookup.get(oldKey) === id) this.byLookup.delete(oldKey);
    if (row === undefined) {
      this.rows.delete(id);
      return;
    }
    this.rows.set(id, row);
    const key = this.spec.lookup?.(row);
    if (key !== undefined) this.byLookup.set(key, id);
  }

  private change(id: string, row: T | undefined) {
    const previous = this.rows.get(id);
    this.journal.record(() => {
      // A re-put keeps its place in iteration order; a reverted insert must leave entirely.
      if (previous === undefined) this.set(id, undefined);
      else this.set(id, previous);
    });
    this.set(id, row);
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  put(row: T): void {
    const id = this.spec.key(row);
    const data = JSON.stringify(row);
    const values: Record<string, unknown> = { id, data };
    for (const [name, read] of Object.entries(this.spec.columns ?? {})) values[name] = read(row);
    this.upsert.run(values);
    this.change(id, JSON.parse(data) as T);
  }

  delete(id: string): void {
    this.remove.run(id);
    if (this.rows.has(id)) this.change(id, undefined);
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  /** The row whose lookup value (e.g. token) is `key`. */
  find(key: string): T | undefined {
    const id = this.byLookup.get(key);
    return id === undefined ? undefined : this.rows.get(id);
  }
}
