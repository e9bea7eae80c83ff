import {
  type ChatMessage,
  fromHistory,
  type HistoricalMessage,
  type ReviewedSession,
} from '@/lib/contract';

/** Polling interval for a live session (the reviewer is not a party, so no socket carries it). */
export const LIVE_POLL_MS = 3_000;

/** Server messages as conversation rows, signed with the session's engineer where unsigned. */
export function toRows(
  session: ReviewedSession,
  data: readonly HistoricalMessage[],
): ChatMessage[] {
  const engineer = session.engineer ?? undefined;
  return data
    .map((m) => fromHistory(m, session.id, engineer))
    .filter((m): m is ChatMessage => m !== undefined)
    .map((m) =>
      // History carries no notice details; the joined line names the session's engineer.
      m.notice?.type === 'CreateSession' && engineer
        ? { ...m, notice: { ...m.notice, data: { engineer_name: engineer.name } } }
        : m,
    );
}

/** One ordered list without duplicates: a poll can overlap what an earlier one returned. */
export function mergeRows(current: readonly ChatMessage[], incoming: readonly ChatMessage[]) {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort(
    (a, b) => (a.seq ?? 0) - (b.seq ?? 0) || a.sentAt - b.sentAt || a.id.localeCompare(b.id),
  );
}

/** Whether the session can still change (so it is worth watching). */
export const isLive = (session: Pick<ReviewedSession, 'state'> | undefined) =>
  !!session && session.state !== 'closed';
