import type { QueryResultRow } from 'pg';
import { COLUMNS, type Column } from './pg-migrations';

/** A pool (each query on its own) or one client inside a transaction. */
export interface Queryable {
  query<R extends QueryResultRow>(config: {
    name?: string;
    text: string;
    values?: unknown[];
  }): Promise<{ rows: R[] }>;
}

const names = new Map<string, string>();
/**
 * Runs `text` (with `?` for each value) as a named statement: PostgreSQL parses and plans it
 * once per connection, and later calls send only the values.
 */
export async function run<R extends QueryResultRow>(
  q: Queryable,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  let name = names.get(text);
  if (!name) names.set(text, (name = `w${names.size + 1}`));
  let n = 0;
  const numbered = text.includes('?') ? text.replace(/\?/g, () => `$${(n += 1)}`) : text;
  const { rows } = await q.query<R>({ name, text: numbered, values });
  return rows;
}

/**
 * One table of the core's rows in PostgreSQL: the row as JSON in `data`, the indexed columns
 * copied from it on every write (COLUMNS in pg-migrations.ts), `ord` the order rows were first written in (SQLite's
 * rowid). Every read goes to the database through `q`: the pool, or a unit's transaction.
 */
export class PgTable<T> {
  private columns: [string, Column][];
  private upsert: string;

  constructor(
    private q: Queryable,
    private name: string,
    private key: (row: T) => string,
  ) {
    this.columns = Object.entries((COLUMNS as Record<string, Record<string, Column>>)[name] ?? {});
    const names = ['id', 'data', ...this.columns.map(([column]) => column)];
    this.upsert = `INSERT INTO ${name} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${names
         .slice(1)
         .map((n) => `${n} = excluded.${n}`)
         .join(', ')}`;
  }

  /** Rows matching `where` (SQL with `?`), in `order`. */
  async select(where: string, values: unknown[] = [], order = 'ord', limit?: number): Promise<T[]> {
    const text =
      `SELECT data FROM ${this.name}${where ? ` WHERE ${where}` : ''}` +
      (order ? ` ORDER BY ${order}` : '') +
      (limit === undefined ? '' : ' LIMIT ?');
    const rows = await run<{ data: T }>(
      this.q,
      text,
      limit === undefined ? values : [...values, limit],
    );
    return rows.map((r) => r.data);
  }

  async page(
    where: string,
    values: unknown[],
    order: string,
    offset: number,
    limit: number,
  ): Promise<T[]> {
    const text = `SELECT data FROM ${this.name}${where ? ` WHERE ${where}` : ''} ORDER BY ${order} LIMIT ? OFFSET ?`;
    const rows = await run<{ data: T }>(this.q, text, [
      ...values,
      Math.max(0, Math.floor(limit)),
      Math.max(0, Math.floor(offset)),
    ]);
    return rows.map((r) => r.data);
  }

  async first(where: string, values: unknown[] = [], order = ''): Promise<T | undefined> {
    return (await this.select(where, values, order, 1))[0];
  }

  async ids(where: string, values: unknown[] = []): Promise<string[]> {
    const rows = await run<{ id: string }>(
      this.q,
      `SELECT id FROM ${this.name} WHERE ${where}`,
      values,
    );
    return rows.map((r) => r.id);
  }

  async count(where = '', values: unknown[] = []): Promise<number> {
    const rows = await run<{ n: string }>(
      this.q,
      `SELECT COUNT(*) AS n FROM ${this.name}${where ? ` WHERE ${where}` : ''}`,
      values,
    );
    return Number(rows[0]?.n ?? 0);
  }

  get(id: string): Promise<T | undefined> {
    return this.first('id = ?', [id]);
  }

  async put(row: T): Promise<void> {
    const fields = row as Record<string, unknown>;
    await run(this.q, this.upsert, [
      this.key(row),
      JSON.stringify(row),
      ...this.columns.map(([, [field]]) => fields[field] ?? null),
    ]);
  }

  async delete(id: string): Promise<void> {
    await run(this.q, `DELETE FROM ${this.name} WHERE id = ?`, [id]);
  }

  all(): Promise<T[]> {
    return this.select('');
  }

  /** The table's own methods, for a Store's object literal. */
  methods() {
    return {
      get: (id: string) => this.get(id),
      put: (row: T) => this.put(row),
      delete: (id: string) => this.delete(id),
      all: () => this.all(),
    };
  }
}
