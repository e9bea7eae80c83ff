import type { Database, Statement } from 'better-sqlite3';
import type { Table } from '../core';

/**
 * Transactions over the database and what waits for their commit. Rows are read from SQLite
 * itself (there is no copy in memory to put back), so a rollback is SQLite's alone; what this
 * adds is the queue of work (frames to sockets, timers) that must not run for a change a
 * rollback took back.
 */
export class Transactions {
  private commits: (() => void)[] = [];

  constructor(private db: Database) {}

  /** Runs `run` after the outermost transaction commits, or now when there is none. */
  afterCommit(run: () => void): void {
    if (this.db.inTransaction) this.commits.push(run);
    else run();
  }

  /**
   * better-sqlite3 turns nested transactions into savepoints; a failing inner one is rolled
   * back on its own, and so is the work it queued for after the commit.
   */
  run<T>(fn: () => T): T {
    const mark = this.commits.length;
    let result: T;
    try {
      result = this.db.transaction(fn)();
    } catch (error) {
      this.commits.length = mark;
      throw error;
    }
    if (!this.db.inTransaction) for (const due of this.commits.splice(0)) due();
    return result;
  }
}

export interface TableSpec<T> {
  name: string;
  key: (row: T) => string;
  /** Columns the host writes beside the JSON (generated columns are SQLite's, migrations.ts). */
  columns?: Record<string, (row: T) => string | number | null>;
}

/**
 * One table of the core's rows, as JSON in `data` beside indexed columns, read straight from
 * SQLite: nothing is held in memory, so what the core reads is what is committed (or written
 * by the current transaction). `select` runs the named queries of store.ts through the
 * indexes of migrations.ts; each SQL text is prepared once.
 */
export class SqlTable<T> implements Table<T> {
  private statements = new Map<string, Statement>();
  private upsert: Statement;

  constructor(
    private db: Database,
    private spec: TableSpec<T>,
  ) {
    const names = ['id', 'data', ...Object.keys(spec.columns ?? {})];
    this.upsert = db.prepare(
      `INSERT INTO ${spec.name} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})
       ON CONFLICT(id) DO UPDATE SET ${names
         .slice(1)
         .map((n) => `${n} = excluded.${n}`)
         .join(', ')}`,
    );
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  /** Rows matching `where` (SQL over the table's columns), in `order`; rowid order is insertion order. */
  select(where: string, params: unknown[] = [], order = 'rowid', limit?: number): T[] {
    const sql =
      `SELECT data FROM ${this.spec.name}${where ? ` WHERE ${where}` : ''}` +
      (order ? ` ORDER BY ${order}` : '') +
      (limit === undefined ? '' : ' LIMIT ?');
    const args = limit === undefined ? params : [...params, limit];
    return (
      this.statement(sql)
        .pluck()
        .all(...args) as string[]
    ).map((d) => JSON.parse(d) as T);
  }

  /** A page of `select`: `limit` rows after skipping `offset`. */
  page(where: string, params: unknown[], order: string, offset: number, limit: number): T[] {
    const sql = `SELECT data FROM ${this.spec.name}${where ? ` WHERE ${where}` : ''} ORDER BY ${order} LIMIT ? OFFSET ?`;
    const rows = this.statement(sql)
      .pluck()
      .all(...params, Math.max(0, Math.floor(limit)), Math.max(0, Math.floor(offset))) as string[];
    return rows.map((d) => JSON.parse(d) as T);
  }

  /** The ids of the rows matching `where`. */
  ids(where: string, params: unknown[] = []): string[] {
    const sql = `SELECT id FROM ${this.spec.name} WHERE ${where}`;
    return this.statement(sql)
      .pluck()
      .all(...params) as string[];
  }

  /**
   * The first row matching `where`. Without an order, for lookups that match one row (an id, a
   * token): an ORDER BY rowid there would let SQLite walk the table in rowid order instead of
   * using the column's index.
   */
  first(where: string, params: unknown[] = [], order = ''): T | undefined {
    return this.select(where, params, order, 1)[0];
  }

  count(where = '', params: unknown[] = []): number {
    const sql = `SELECT COUNT(*) FROM ${this.spec.name}${where ? ` WHERE ${where}` : ''}`;
    return Number(
      this.statement(sql)
        .pluck()
        .get(...params),
    );
  }

  /** A single value, e.g. a column's highest. */
  value(sql: string, params: unknown[] = []): unknown {
    return this.statement(sql)
      .pluck()
      .get(...params);
  }

  get(id: string): T | undefined {
    return this.first('id = ?', [id]);
  }

  put(row: T): void {
    const values: Record<string, unknown> = { id: this.spec.key(row), data: JSON.stringify(row) };
    for (const [name, read] of Object.entries(this.spec.columns ?? {})) values[name] = read(row);
    this.upsert.run(values);
  }

  delete(id: string): void {
    this.statement(`DELETE FROM ${this.spec.name} WHERE id = ?`).run(id);
  }

  all(): T[] {
    return this.select('');
  }
}
