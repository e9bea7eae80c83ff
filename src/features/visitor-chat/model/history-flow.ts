import type { EngineerView, PastSession } from '@/lib/contract';

/**
 * SPEC §9: the history flow with code 5 uses the first session's engineer. The list is newest
 * first, so a returning visitor whose latest conversation was with a person sees that person.
 */
export function historyEngineer(list: readonly PastSession[]): EngineerView | undefined {
  const first = list[0];
  return first?.human ? first.engineer : undefined;
}

/**
 * Who signs the engineer lines of one past session: its own engineer, else (a human session the
 * list does not name) the first session's engineer by the same rule.
 */
export function sessionEngineer(
  item: PastSession,
  list: readonly PastSession[],
): EngineerView | undefined {
  if (!item.human) return undefined;
  const own = item.engineer;
  return own?.name ? own : (historyEngineer(list) ?? own);
}

/**
 * The robot conversation that handed the visitor over to `sessionId` (a transfer to a queue or
 * a named engineer). Before a reload its lines stood above that session; after one they are
 * loaded back there.
 */
export function transferredFrom(
  list: readonly PastSession[],
  sessionId: string,
): PastSession | undefined {
  return list.find((item) => item.transferredTo === sessionId && item.id !== sessionId);
}
