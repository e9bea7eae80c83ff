import type { EngineerView, SessionHistoryItem } from '@/lib/contract';

/** sessionList's code for a session a human engineer served (1 is a robot session). */
export const HUMAN_SESSION_CODE = 5;

const engineerOf = (item: SessionHistoryItem): EngineerView | undefined =>
  item.engineer_code || item.account
    ? {
        code: item.engineer_code ?? item.account ?? '',
        name: item.name ?? item.nickname ?? '',
        nickname: item.nickname,
        avatar: item.avatar,
      }
    : undefined;

/**
 * SPEC §9: the history flow with code 5 uses the first session's engineer. The list is newest
 * first, so a returning visitor whose latest conversation was with a person sees that person.
 */
export function historyEngineer(list: readonly SessionHistoryItem[]): EngineerView | undefined {
  const first = list[0];
  return first?.code === HUMAN_SESSION_CODE ? engineerOf(first) : undefined;
}

/**
 * Who signs the engineer lines of one past session: its own engineer, else (a human session the
 * list does not name) the first session's engineer by the same rule.
 */
export function sessionEngineer(
  item: SessionHistoryItem,
  list: readonly SessionHistoryItem[],
): EngineerView | undefined {
  if (item.code !== HUMAN_SESSION_CODE) return undefined;
  const own = engineerOf(item);
  return own?.name ? own : (historyEngineer(list) ?? own);
}

/**
 * The robot conversation that handed the visitor over to `sessionId` (a transfer to a queue or
 * a named engineer). Before a reload its lines stood above that session; after one they are
 * loaded back there.
 */
export function transferredFrom(
  list: readonly SessionHistoryItem[],
  sessionId: string,
): SessionHistoryItem | undefined {
  return list.find((item) => item.transferred_to === sessionId && item.id !== sessionId);
}
