import type { OutboxItem } from '../../core';

/**
 * The outbox's named queries (store.ts OutboxTable) as SQL over its columns, the same on SQLite
 * and PostgreSQL (`?` placeholders); each store adds its own tiebreak column (rowid, ord).
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
