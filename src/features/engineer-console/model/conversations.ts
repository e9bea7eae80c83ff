import { isApiError } from '@/lib/api-client';
import { WHISPER_TYPE, type ImMessage, type QueueChange } from '@/lib/contract';
import type { KeyValueStore } from '@/lib/storage';
import type { ConversationClient } from '@/features/chat';
import type { ConversationCalls } from '../api/conversation-calls';
import { consoleStore, useConsoleStore } from './console-store';
import { fromImMessage, fromTranscript, fromWhisper, unreadFromVisitor } from './messages';
import type { VisitorLine, WaitingVisitor } from './types';
import { applyQueueFrame, coalesce, isNewArrival } from './waiting-queue';

/** Per tab: the conversation that was open, reopened after a reload. */
export const SELECTED_KEY = 'WEBCHAT_ENGINEER_SELECTED';

/** A safety net for a SessionClosed frame lost with a dropped socket. */
export const SESSIONS_POLL_MS = 30_000;

export type ConsoleAction = 'login' | 'status' | 'accept' | 'close' | 'load' | 'send' | 'rating';

export interface ConversationsDeps {
  calls: ConversationCalls;
  /** This tab's storage: the conversation that was open comes back after a reload. */
  tab: KeyValueStore;
  socket: Pick<ConversationClient, 'markRead' | 'typing' | 'online'>;
  /** Runs a call; a refused token ends the login. */
  call: <T>(run: () => Promise<T>) => Promise<T>;
  onError: (error: unknown, action: ConsoleAction) => void;
  onNewWaiting: (visitors: WaitingVisitor[]) => void;
  /** A visitor's line the engineer is not looking at. */
  onVisitorLine?: (line: VisitorLine) => void;
  /** Something deserves a sound (once across tabs). */
  notify: (id: string) => void;
  /** The engineer read a conversation here: the console's other tabs stop counting it. */
  readHere?: (sessionId: string) => void;
}

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;
const state = () => useConsoleStore.getState();

/** The queue and the conversations: what the engineer works on once signed in. */
export class Conversations {
  private knownWaiting: Set<string> | undefined;
  private reopen: string | undefined;
  /** Queue frames heard while each waiting call is on its way, replayed over its answer. */
  private heardDuring = new Set<QueueChange[]>();
  private timers: ReturnType<typeof setInterval>[] = [];

  constructor(private readonly deps: ConversationsDeps) {}

  /** A fresh start (login, restore): new visitors are those that arrive from now on. */
  begin(): void {
    this.knownWaiting = undefined;
    this.reopen = this.deps.tab.getItem(SELECTED_KEY) ?? undefined;
  }

  async refreshWaiting(): Promise<void> {
    if (!state().auth) return;
    const { calls, call } = this.deps;
    const heard: QueueChange[] = [];
    this.heardDuring.add(heard);
    try {
      const [answer, count] = await Promise.all([
        call(calls.waiting),
        calls.centreWaiting().catch(() => undefined),
      ]);
      if (!state().auth) return;
      // What changed while the answer travelled is newer than the answer.
      const list = heard.reduce(applyQueueFrame, answer);
      const known = this.knownWaiting;
      const fresh = known ? list.filter((w) => !known.has(w.sessionId)) : [];
      this.knownWaiting = new Set(list.map((w) => w.sessionId));
      consoleStore.setWaiting(list);
      if (count !== undefined) useConsoleStore.setState({ centreWaiting: count });
      if (fresh.length) this.deps.onNewWaiting(fresh);
      // Per visitor, so tabs that poll at different moments agree on what they announce.
      for (const w of fresh) this.deps.notify(`wait:${w.sessionId}`);
    } catch {
      if (state().auth) useConsoleStore.setState({ waitingState: 'error' });
    } finally {
      this.heardDuring.delete(heard);
    }
  }

  /**
   * A queue frame (#18 item 3): the waiting list changes as the server tells it, without a
   * poll; a visitor new to the list is announced and chimes like a polled one did.
   */
  applyQueue(frame: QueueChange): void {
    if (!state().auth) return;
    for (const heard of this.heardDuring) heard.push(frame);
    const before = state().waiting;
    const fresh = isNewArrival(before, frame) && !this.knownWaiting?.has(frame.sessionId);
    consoleStore.setWaiting(applyQueueFrame(before, frame));
    if (this.knownWaiting) this.knownWaiting = new Set(state().waiting.map((w) => w.sessionId));
    if (fresh && frame.visitor) {
      this.deps.onNewWaiting([frame.visitor]);
      this.deps.notify(`wait:${frame.sessionId}`);
    }
    void this.refreshCount();
  }

  /** The centre's queue count (SPEC's awaitUserNumber) after a change; a burst asks once more. */
  private refreshCount = coalesce(async () => {
    const count = await this.deps.calls.centreWaiting().catch(() => undefined);
    if (count !== undefined && state().auth) useConsoleStore.setState({ centreWaiting: count });
  });

  async refreshSessions(): Promise<void> {
    if (!state().auth) return;
    try {
      const list = await this.deps.call(this.deps.calls.sessions);
      const before = state();
      const live = new Set(list.map((s) => s.sessionId));
      // Gone from the server while we were not looking: the visitor (or a timeout) ended it.
      for (const s of before.sessions)
        if (!s.ended && !live.has(s.sessionId)) consoleStore.markEnded(s.sessionId, 'user');
      consoleStore.setSessions(list);
      const reopen = this.reopen;
      this.reopen = undefined;
      if (reopen && !before.selectedId && live.has(reopen)) this.select(reopen);
      const selected = state().selectedId;
      if (selected && !state().transcripts[selected]) void this.loadTranscript(selected);
    } catch {
      if (state().auth) useConsoleStore.setState({ sessionsState: 'error' });
    }
  }

  async accept(sessionId: string): Promise<boolean> {
    try {
      const session = await this.deps.call(() => this.deps.calls.accept(sessionId));
      consoleStore.addSession(session);
      this.select(session.sessionId);
      return true;
    } catch (error) {
      this.deps.onError(error, 'accept');
      void this.refreshWaiting();
      return false;
    }
  }

  select(sessionId: string | undefined): void {
    consoleStore.select(sessionId);
    if (sessionId) this.deps.tab.setItem(SELECTED_KEY, sessionId);
    else this.deps.tab.removeItem(SELECTED_KEY);
    if (!sessionId) return;
    const loaded = state().transcripts[sessionId];
    if (loaded !== 'ready' && loaded !== 'loading') void this.loadTranscript(sessionId);
    else this.markSelectedRead();
  }

  private names(sessionId: string) {
    const session = state().sessions.find((s) => s.sessionId === sessionId);
    return {
      visitor: session?.visitorName ?? 'guest',
      engineer: state().auth?.engineer.name ?? '',
    };
  }

  async loadTranscript(sessionId: string): Promise<void> {
    consoleStore.setTranscript(sessionId, 'loading');
    try {
      const page = await this.deps.call(() => this.deps.calls.transcript(sessionId));
      const rows = fromTranscript(page.data, sessionId, this.names(sessionId));
      consoleStore.setTranscript(sessionId, 'ready', rows);
      this.markSelectedRead();
    } catch (error) {
      consoleStore.setTranscript(sessionId, 'error');
      if (!isUnauthorized(error)) this.deps.onError(error, 'load');
    }
  }

  /** The engineer is looking at the open conversation on a visible page: its lines are read. */
  markSelectedRead(): void {
    const { selectedId, visible, messages } = state();
    if (!selectedId || !visible) return;
    const ids = unreadFromVisitor(messages[selectedId] ?? []);
    if (!ids.length) return;
    this.deps.socket.markRead(ids);
    consoleStore.markRead(ids, true, selectedId);
    this.deps.readHere?.(selectedId);
  }

  async close(sessionId: string): Promise<boolean> {
    try {
      await this.deps.call(() => this.deps.calls.close(sessionId));
      consoleStore.removeSession(sessionId);
      return true;
    } catch (error) {
      this.deps.onError(error, 'close');
      return false;
    }
  }

  /**
   * Asks the visitor to rate the conversation (#17 item 1, SPEC's evaluation custom push). The
   * visitor's page asks them at once; the ask comes back as a line of the conversation.
   */
  async requestRating(sessionId: string): Promise<boolean> {
    try {
      await this.deps.call(() => this.deps.calls.requestRating(sessionId));
      return true;
    } catch (error) {
      this.deps.onError(error, 'rating');
      return false;
    }
  }

  /** The engineer's typing: over the socket, or over HTTP while it is down. */
  typing(sessionId: string, typing: boolean): void {
    if (this.deps.socket.online) return this.deps.socket.typing(sessionId, typing);
    void this.deps.calls.typing(sessionId, typing).catch(() => undefined);
  }

  /** A live message (MSG/NOTIFY): into its conversation, ending it, or ringing. */
  receive(raw: ImMessage): void {
    const sessionId = raw.MessageBody.SessionID;
    if (!sessionId) return;
    if (raw.MessageBody.Body.Type === WHISPER_TYPE) {
      const whisper = fromWhisper(raw, sessionId);
      consoleStore.receive(sessionId, whisper);
      return this.deps.notify(whisper.id);
    }
    const message = fromImMessage(raw, this.names(sessionId));
    if (!message) return;
    const known = state().sessions.some((s) => s.sessionId === sessionId);
    if (message.notice?.type === 'SessionClosed' || message.notice?.type === 'Timeout') {
      const by = message.notice.data.by;
      // Closed by this engineer (here or on another device): it simply leaves the list.
      if (by === 'engineer') return consoleStore.removeSession(sessionId);
      consoleStore.receive(sessionId, message);
      return consoleStore.markEnded(sessionId, by === 'user' ? 'user' : 'system');
    }
    const { unread } = consoleStore.receive(sessionId, message);
    if (!known && message.authorRole === 'user') void this.refreshSessions();
    // Read only where the engineer is looking (the socket does not read on arrival).
    if (sessionId === state().selectedId) this.markSelectedRead();
    if (!unread) return;
    const id = message.serverId ?? message.id;
    this.deps.notify(id);
    const name = this.names(sessionId).visitor;
    this.deps.onVisitorLine?.({ id, sessionId, name, text: message.text });
  }

  /** Reads both lists now, then the conversations every SESSIONS_POLL_MS while signed in. */
  poll(): void {
    void this.refreshSessions();
    void this.refreshWaiting();
    if (this.timers.length) return;
    this.timers.push(
      setInterval(() => {
        void this.refreshSessions();
        // The queue is pushed over the socket (#18); without it (a proxy that blocks sockets, a
        // long outage) it is read with the conversations, so it is never frozen.
        if (!this.deps.socket.online) void this.refreshWaiting();
      }, SESSIONS_POLL_MS),
    );
  }

  stopPolling(): void {
    this.timers.forEach(clearInterval);
    this.timers = [];
  }

  /** The tab was hidden or shown: what is open is read, and a list frozen while hidden read afresh. */
  visibilityChanged(visible: boolean): void {
    const wasHidden = !state().visible;
    consoleStore.setVisible(visible);
    if (!visible) return;
    this.markSelectedRead();
    if (wasHidden) void this.refreshWaiting();
  }
}
