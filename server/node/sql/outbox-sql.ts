import type { OutboxItem } from '../../core';

/**
 * The outbox's named queries (store.ts OutboxTable) as SQL over its columns, the same on SQLite
 * and PostgreSQL (`?` placeholders); rows queued in the same millisecond keep their insertion
 * order by each store's own column (rowid, ord).
 */
export const OUTBOX_SQL = {
  due: (now: number, channels: readonly OutboxItem['channel'][]) => ({
    where: `state IN ('queued', 'sending') AND due_at <= ? AND channel IN (${channels.map(() => '?').join(', ')})`,
    values: [now, ...channels] as unknown[],
    order: 'due_at, at',
  }),
  ofVisitor: (cubeUid: string, since: number) => ({
    where: 'cube_uid = ? AND at >= ?',
    values: [cubeUid, since] as unknown[],
    order: 'at',
  }),
  ofChannel: (channel: OutboxItem['channel']) => ({
    where: 'channel = ?',
    values: [channel] as unknown[],
    order: 'at',
  }),
  prunable: (before: number) => ({
    where: "at < ? AND state <> 'sending'",
    values: [before] as unknown[],
  }),
};

/** The columns both stores write beside the JSON, from the item. */
export const OUTBOX_COLUMNS = {
  channel: (item: OutboxItem) => item.channel,
  state: (item: OutboxItem) => item.state,
  due_at: (item: OutboxItem) => item.dueAt,
  at: (item: OutboxItem) => item.at,
  cube_uid: (item: OutboxItem) => item.cubeUid ?? null,
};

/**
 * The outbox's reads over a store's table: `R` is what its select answers (rows at once on
 * SQLite, a promise of them on PostgreSQL). `insertionOrder` is the store's tiebreak column.
 */
export function outboxReads<R>(
  table: { select(where: string, values: unknown[], order: string, limit?: number): R },
  insertionOrder: string,
) {
  const read = (q: { where: string; values: unknown[]; order: string }, limit?: number) =>
    table.select(q.where, q.values, `${q.order}, ${insertionOrder}`, limit);
  return {
    due: (now: number, channels: readonly OutboxItem['channel'][], limit: number) =>
      read(OUTBOX_SQL.due(now, channels), limit),
    ofVisitor: (cubeUid: string, since: number) => read(OUTBOX_SQL.ofVisitor(cubeUid, since)),
    ofChannel: (channel: OutboxItem['channel']) => read(OUTBOX_SQL.ofChannel(channel)),
  };
}
