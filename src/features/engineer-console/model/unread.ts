import type { ChatMessage } from '@/lib/contract';

export type UnreadMap = Readonly<Record<string, number>>;

/** What the engineer is looking at right now. */
export interface ReadingContext {
  selectedId: string | undefined;
  /** The page is visible (not a background tab, not minimised). */
  visible: boolean;
}

/** Whether the engineer is reading this session at this moment. */
export const isReading = (sessionId: string, ctx: ReadingContext) =>
  ctx.visible && ctx.selectedId === sessionId;

/**
 * A new visitor line counts as unread unless the engineer has that conversation open on a
 * visible page. Own lines, notices and the robot never count.
 */
export function countsAsUnread(
  message: ChatMessage,
  sessionId: string,
  ctx: ReadingContext,
): boolean {
  return message.authorRole === 'user' && message.type !== 'Notice' && !isReading(sessionId, ctx);
}

export function bumpUnread(unread: UnreadMap, sessionId: string): UnreadMap {
  return { ...unread, [sessionId]: (unread[sessionId] ?? 0) + 1 };
}

export function clearUnread(unread: UnreadMap, sessionId: string | undefined): UnreadMap {
  if (!sessionId || !unread[sessionId]) return unread;
  const next = { ...unread };
  delete next[sessionId];
  return next;
}

/**
 * Counts after a fresh session list: the server's count (visitor lines nobody read, e.g. while
 * the console was closed) or what the console counted itself, whichever is more; nothing for
 * the conversation being read; sessions that are gone drop out.
 */
export function seedUnread(
  unread: UnreadMap,
  sessions: readonly { sessionId: string; unread: number }[],
  ctx: ReadingContext,
): UnreadMap {
  const next: Record<string, number> = {};
  for (const s of sessions) {
    const count = isReading(s.sessionId, ctx) ? 0 : Math.max(unread[s.sessionId] ?? 0, s.unread);
    if (count > 0) next[s.sessionId] = count;
  }
  return next;
}

/** The title badge's number: every unread visitor line. */
export function totalUnread(unread: UnreadMap): number {
  return Object.values(unread).reduce((sum, n) => sum + n, 0);
}

/** '(3) 工程师工作台 - …' while something is unread, the plain title otherwise. */
export function badgeTitle(count: number, title: string): string {
  if (count <= 0) return title;
  return `(${count > 99 ? '99+' : count}) ${title}`;
}
