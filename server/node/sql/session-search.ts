import type { SessionFilter } from '../../core/store';

/**
 * Review's session filter as SQL over the sessions' columns (the same on SQLite and
 * PostgreSQL: `?` placeholders), with its values; an empty filter is no condition.
 */
export function sessionSearchWhere(f: SessionFilter): { where: string; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    if (value === undefined || value === '') return;
    where.push(sql);
    values.push(value);
  };
  add('created_at >= ?', f.from);
  add('created_at < ?', f.to);
  add('engineer_code = ?', f.engineerCode);
  add('queue_code = ?', f.queueCode);
  add('state = ?', f.state);
  return { where: where.join(' AND '), values };
}

/** Rows made in [from, to) by their created_at column; an open end is no condition. */
export function createdRange(from?: number, to?: number): { where: string; values: unknown[] } {
  const { where, values } = sessionSearchWhere({ from, to });
  return { where, values };
}

/** Review lists newest first, ties by id descending (store.ts). */
export const SEARCH_ORDER = 'created_at DESC, id DESC';
