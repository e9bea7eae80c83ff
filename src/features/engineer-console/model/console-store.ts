import { create } from 'zustand';
import {
  applyRead,
  isNewMessage,
  mergeMessage,
  mergeMessages,
  patchMessage,
  removeMessage,
  type MessageList,
  type Receipts,
} from '@/features/chat';
import { localStore } from '@/lib/storage';
import type {
  ConnectionState,
  ConsoleSession,
  EngineerAuth,
  EngineerStatus,
  WaitingVisitor,
} from './types';
import { bumpUnread, clearUnread, countsAsUnread, seedUnread, type UnreadMap } from './unread';
import type { ChatMessage } from '@/lib/contract';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** The console's own state (not the visitor's 'call' store): one engineer, many conversations. */
export interface ConsoleState {
  auth: EngineerAuth | undefined;
  /** A status change on its way to the server. */
  statusPending: EngineerStatus | undefined;
  connection: ConnectionState;
  waiting: WaitingVisitor[];
  waitingState: LoadState;
  /** SPEC's awaitUserNumber: everyone queueing in the centre, not only for this engineer. */
  centreWaiting: number | undefined;
  sessions: ConsoleSession[];
  sessionsState: LoadState;
  messages: Record<string, ChatMessage[]>;
  transcripts: Record<string, LoadState>;
  unread: UnreadMap;
  typing: Record<string, boolean>;
  selectedId: string | undefined;
  /** The page is visible: only then does an open conversation count as read. */
  visible: boolean;
  muted: boolean;
}

export const MUTED_KEY = 'WEBCHAT_ENGINEER_MUTED';

const initial = (): ConsoleState => ({
  auth: undefined,
  statusPending: undefined,
  connection: 'idle',
  waiting: [],
  waitingState: 'idle',
  centreWaiting: undefined,
  sessions: [],
  sessionsState: 'idle',
  messages: {},
  transcripts: {},
  unread: {},
  typing: {},
  selectedId: undefined,
  visible: typeof document === 'undefined' || document.visibilityState !== 'hidden',
  muted: localStore.getItem(MUTED_KEY) === '1',
});

export const useConsoleStore = create<ConsoleState>(initial);

const set = useConsoleStore.setState;
const get = useConsoleStore.getState;
const reading = (s: ConsoleState) => ({ selectedId: s.selectedId, visible: s.visible });

/** State changes of the console, callable outside React (the controller and the socket). */
export const consoleStore = {
  /** Forgets everything but the mute choice (logout, tests). */
  reset: () => set({ ...initial(), muted: get().muted }, true),
  setAuth: (auth: EngineerAuth | undefined) => set({ auth }),
  setStatus: (status: EngineerStatus) => {
    const auth = get().auth;
    if (auth) set({ auth: { ...auth, status } });
  },
  setConnection: (connection: ConnectionState) => set({ connection }),
  setWaiting: (waiting: WaitingVisitor[]) => set({ waiting, waitingState: 'ready' }),
  setSessions(list: ConsoleSession[]) {
    set((s) => {
      const fresh = new Set(list.map((x) => x.sessionId));
      // Ended conversations stay until the engineer dismisses them.
      const ended = s.sessions.filter((x) => x.ended && !fresh.has(x.sessionId));
      return {
        sessions: [...list, ...ended],
        sessionsState: 'ready',
        unread: { ...seedUnread(s.unread, list, reading(s)), ...pick(s.unread, ended) },
      };
    });
  },
  /** A session the engineer just accepted goes first in the list and is opened. */
  addSession(session: ConsoleSession) {
    set((s) => ({
      sessions: [session, ...s.sessions.filter((x) => x.sessionId !== session.sessionId)],
      waiting: s.waiting.filter((w) => w.sessionId !== session.sessionId),
    }));
  },
  removeSession(sessionId: string) {
    set((s) => ({
      sessions: s.sessions.filter((x) => x.sessionId !== sessionId),
      unread: clearUnread(s.unread, sessionId),
      selectedId: s.selectedId === sessionId ? undefined : s.selectedId,
    }));
  },
  markEnded(sessionId: string, by: 'user' | 'system') {
    set((s) => ({
      sessions: s.sessions.map((x) => (x.sessionId === sessionId ? { ...x, ended: by } : x)),
      typing: { ...s.typing, [sessionId]: false },
    }));
  },
  select(sessionId: string | undefined) {
    set((s) => ({
      selectedId: sessionId,
      unread: s.visible ? clearUnread(s.unread, sessionId) : s.unread,
    }));
  },
  /** Another tab of this console read the conversation: it no longer counts here either. */
  clearUnread: (sessionId: string) => set((s) => ({ unread: clearUnread(s.unread, sessionId) })),
  setVisible(visible: boolean) {
    set((s) => ({ visible, unread: visible ? clearUnread(s.unread, s.selectedId) : s.unread }));
  },
  setMuted(muted: boolean) {
    localStore.setItem(MUTED_KEY, muted ? '1' : '0');
    set({ muted });
  },
  /**
   * A live message. Returns whether it was new and counted as unread, so the caller can ring.
   */
  receive(sessionId: string, message: ChatMessage): { fresh: boolean; unread: boolean } {
    const s = get();
    const list = s.messages[sessionId] ?? [];
    const fresh = isNewMessage(list, message);
    const unread = fresh && countsAsUnread(message, sessionId, reading(s));
    set({
      messages: { ...s.messages, [sessionId]: mergeMessage(list, message) },
      unread: unread ? bumpUnread(s.unread, sessionId) : s.unread,
      // Only what the server has is a conversation's last message (not a row still sending).
      sessions: s.sessions.map((x) =>
        x.sessionId === sessionId && message.type !== 'Notice' && message.serverId
          ? { ...x, lastMessage: message.text ?? message.content?.name ?? x.lastMessage }
          : x,
      ),
    });
    return { fresh, unread };
  },
  setTranscript(sessionId: string, state: LoadState, rows?: ChatMessage[]) {
    set((s) => ({
      transcripts: { ...s.transcripts, [sessionId]: state },
      messages: rows
        ? { ...s.messages, [sessionId]: mergeMessages(s.messages[sessionId] ?? [], rows) }
        : s.messages,
    }));
  },
  /** Runs a reducer over one conversation (the sender's MessageStore). */
  apply(sessionId: string, reduce: (list: MessageList, receipts: Receipts) => MessageList) {
    set((s) => ({
      messages: { ...s.messages, [sessionId]: [...reduce(s.messages[sessionId] ?? [], {})] },
    }));
  },
  updateMessage(sessionId: string, id: string, patch: Partial<ChatMessage>) {
    consoleStore.apply(sessionId, (list) => patchMessage(list, id, patch));
  },
  deleteMessage(sessionId: string, id: string) {
    consoleStore.apply(sessionId, (list) => removeMessage(list, id));
  },
  /** READ: the visitor read some of the engineer's messages. */
  markRead(messageIds: string[], read: boolean, sessionId?: string) {
    const ids = new Set(messageIds);
    set((s) => {
      const messages = { ...s.messages };
      let changed = false;
      for (const [id, list] of Object.entries(s.messages)) {
        if (sessionId && id !== sessionId) continue;
        const next = applyRead(list, ids, read);
        if (next === list) continue;
        messages[id] = [...next];
        changed = true;
      }
      return changed ? { messages } : s;
    });
  },
  setTyping: (sessionId: string, typing: boolean) =>
    set((s) => ({ typing: { ...s.typing, [sessionId]: typing } })),
};

function pick(unread: UnreadMap, sessions: readonly ConsoleSession[]): UnreadMap {
  const kept: Record<string, number> = {};
  for (const x of sessions) {
    const n = unread[x.sessionId];
    if (n) kept[x.sessionId] = n;
  }
  return kept;
}
