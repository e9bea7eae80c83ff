import { create } from 'zustand';
import type { LoginResult, SessionHistoryItem } from '@/lib/contract';
import type { CustomerRules } from '@/lib/permissions';
import type { ChatMessage, EngineerView, QueueInfo, Screen } from './types';

/** SPEC §3 chat store, namespace 'call'. Readable outside React by the IM client. */
export interface CallState {
  isLogin: boolean;
  imLogin: boolean;
  im: { userSig: string; ready: boolean };
  startTime: number | undefined;
  sessionId: string | undefined;
  engineer: EngineerView | undefined;
  loginInfo: LoginResult | undefined;
  userInfo: { user_name: string; avatar: string; cube_uid?: string; queue_code?: string };
  companyInfo: { company_name: string; company_logo: string } | undefined;
  message: ChatMessage[];
  /** SPEC §3: the visitor's past sessions, newest first (sessionList). */
  historyMsgList: SessionHistoryItem[];
  /** SPEC §3: how far the conversation reaches back; `loadedAt` drives the 300 ms scroll. */
  historyMsg: { hasMore: boolean; loadedAt: number | undefined };
  screen: Screen;
  audioPlaying: string | undefined;
  /** SPEC §4: read state recorded once per messageId; later duplicates are ignored. */
  isReadList: Record<string, 1 | 2>;
  qiniu_token: string | undefined;
  /** SPEC §3/§6: the permission tree of this customer (customer_rules). */
  permission: CustomerRules | undefined;
  queue: QueueInfo | undefined;
  /** A start flow (robot to queue, SPEC §4's 500 ms gap) is running: nothing can be sent yet. */
  starting: boolean;
  /** Not in SPEC: the other side of the conversation is typing. */
  peerTyping: boolean;
}

const initial: CallState = {
  isLogin: false,
  imLogin: false,
  im: { userSig: '', ready: false },
  startTime: undefined,
  sessionId: undefined,
  engineer: undefined,
  loginInfo: undefined,
  userInfo: { user_name: 'guest', avatar: '' },
  companyInfo: undefined,
  message: [],
  historyMsgList: [],
  historyMsg: { hasMore: false, loadedAt: undefined },
  screen: 'mobile',
  audioPlaying: undefined,
  isReadList: {},
  qiniu_token: undefined,
  permission: undefined,
  queue: undefined,
  starting: false,
  peerTyping: false,
};

export const useCallStore = create<CallState>(() => initial);

const byOrder = (a: ChatMessage, b: ChatMessage) =>
  (a.seq ?? Number.MAX_SAFE_INTEGER) - (b.seq ?? Number.MAX_SAFE_INTEGER) ||
  a.sendTime - b.sendTime;

/** SPEC §4 store mutations. */
export const call = {
  reset: () => useCallStore.setState(initial, true),
  /**
   * Appends, or merges into the message with the same client id or server id, so a message is
   * never shown twice (live push, resume and history can all bring it).
   */
  appendMessage(message: ChatMessage) {
    useCallStore.setState((state) => {
      const index = state.message.findIndex(
        (m) => m.id === message.id || (!!message.message_id && m.message_id === message.message_id),
      );
      // A receipt recorded before the message got here (or a stale copy of it) is not undone.
      const recorded = message.message_id ? state.isReadList[message.message_id] : undefined;
      if (index === -1)
        return {
          message: [...state.message, recorded ? { ...message, isRead: recorded } : message],
        };
      const next = [...state.message];
      const current = next[index] as ChatMessage;
      const isRead = Math.max(current.isRead, message.isRead, recorded ?? 1) as 1 | 2;
      next[index] = { ...current, ...message, id: current.id, isRead };
      return { message: next };
    });
  },
  /** Older history goes first; known ids are skipped. */
  prependHistory(messages: ChatMessage[]) {
    useCallStore.setState((state) => {
      const known = new Set(state.message.flatMap((m) => [m.id, m.message_id]).filter(Boolean));
      const fresh = messages.filter(
        (m) => !known.has(m.id) && !(m.message_id && known.has(m.message_id)),
      );
      return { message: [...fresh.sort(byOrder), ...state.message] };
    });
  },
  updateMessage(id: string, patch: Partial<ChatMessage>) {
    useCallStore.setState((state) => ({
      message: state.message.map((m) => (m.id === id ? { ...m, ...patch } : m)),
    }));
  },
  deleteMessage(id: string) {
    useCallStore.setState((state) => ({ message: state.message.filter((m) => m.id !== id) }));
  },
  setAudioPlaying: (id: string | undefined) => useCallStore.setState({ audioPlaying: id }),
  setQiniuToken: (token: string | undefined) => useCallStore.setState({ qiniu_token: token }),
  setScreen: (screen: Screen) => useCallStore.setState({ screen }),
  /** Records read state once per message id; a later duplicate is ignored. */
  markRead(messageId: string, isRead: 1 | 2) {
    useCallStore.setState((state) => {
      if (messageId in state.isReadList) return state;
      return {
        isReadList: { ...state.isReadList, [messageId]: isRead },
        message: state.message.map((m) => (m.message_id === messageId ? { ...m, isRead } : m)),
      };
    });
  },
  setLoginState: (result: LoginResult) =>
    useCallStore.setState({ isLogin: true, loginInfo: result }),
};

/** The newest server message id the client holds, for resuming after a reconnect. */
export function lastMessageId(state: CallState = useCallStore.getState()): string | undefined {
  let best: ChatMessage | undefined;
  for (const m of state.message)
    if (m.message_id && m.seq !== undefined && (!best || m.seq > (best.seq ?? 0))) best = m;
  return best?.message_id;
}
