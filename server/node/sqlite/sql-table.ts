import type { Database, Statement } from 'better-sqlite3';
import type { Table } from '../../core';
import type { SyncOf } from '../../core/async-store';

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
export class SqlTable<T> implements SyncOf<Table<T>> {
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
