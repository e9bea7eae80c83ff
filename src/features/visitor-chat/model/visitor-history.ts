// The visitor's conversation and what came before it (SPEC §4 history flow): a session's lines
// (paged, or only what is newer after a reconnect), and scrolling up, one past session at a time.
import { fromHistory, type HistoricalMessage, ownApi } from '@/lib/contract';
import type { ApiClient } from '@/lib/api-client';
import { sessionEngineer } from './history-flow';
import { useVisitorStore, visitorStore } from './visitor-store';

/** How many past sessions the history flow reaches back, and messages per session. */
export const HISTORY_SESSIONS = 20;
const HISTORY_PAGE = 200;

export interface VisitorHistoryDeps {
  api: ApiClient;
  /** Marks lines read once the page is visible (the socket's). */
  readOnceSeen: (messageIds: string[]) => void;
}

export class VisitorHistory {
  constructor(private readonly deps: VisitorHistoryDeps) {}

  /** Past sessions not yet shown above the conversation, newest first. */
  private olderSessions() {
    const { message, pastSessions, sessionId } = useVisitorStore.getState();
    const shown = new Set(message.map((m) => m.sessionId));
    return pastSessions.filter((s) => s.id !== sessionId && !shown.has(s.id));
  }

  updateState(loadedAt?: number): void {
    visitorStore.setHistoryState(this.olderSessions().length > 0, loadedAt);
  }

  /**
   * The history flow: scrolling up brings the previous conversation in above this one, one
   * session at a time, its engineer lines signed by SPEC §9's rule.
   */
  async loadOlder(): Promise<void> {
    const item = this.olderSessions()[0];
    if (!item) return this.updateState();
    const page = await this.deps.api.call(ownApi.sessionMessages, {
      params: { id: item.id },
      query: { size: HISTORY_PAGE },
    });
    const engineer = sessionEngineer(item, useVisitorStore.getState().pastSessions);
    const rows = page.data
      .map((m) => fromHistory(m, item.id, engineer))
      .filter((m) => m !== undefined);
    if (rows.length) visitorStore.prependHistory(rows);
    // An empty session is dropped from the list, so the next scroll moves on to the one before.
    else visitorStore.dropPastSession(item.id);
    this.updateState(Date.now());
  }

  /** Loads a session's messages (and, after a reconnect, only what is newer). */
  async loadSession(sessionId: string, after?: string): Promise<void> {
    // The server pages from the oldest line: a long conversation (a reload after a while
    // offline) takes more than one page, each after the last line of the one before. The first
    // asks as the page's early start did (its answer is taken, not asked again).
    const loaded: HistoricalMessage[] = [];
    let from = after;
    for (;;) {
      const page = await this.deps.api.call(ownApi.sessionMessages, {
        params: { id: sessionId },
        query: from ? { after: from, size: HISTORY_PAGE } : undefined,
      });
      loaded.push(...page.data);
      from = page.data.at(-1)?.message_id;
      if (!page.has_more || !from) break;
    }
    const rows = loaded.map((m) => fromHistory(m, sessionId)).filter((m) => m !== undefined);
    if (after) rows.forEach(visitorStore.appendMessage);
    else visitorStore.prependHistory(rows);
    // What the other side wrote that the visitor had not read (the page closed first, or a read
    // frame lost with a dropped socket) is read now that it is on screen.
    if (sessionId === useVisitorStore.getState().sessionId)
      this.deps.readOnceSeen(
        loaded.flatMap((m) =>
          m.client_type !== 'user' && m.is_read !== 2 && m.message_id ? [m.message_id] : [],
        ),
      );
  }
}
