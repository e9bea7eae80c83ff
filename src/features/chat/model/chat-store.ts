import { create } from 'zustand';
import type { LoginResult, SessionHistoryItem } from '@/lib/contract';
import type { CustomerRules } from '@/lib/permissions';
import {
  applyRead,
  mergeMessage,
  mergeMessages,
  newestMessageId,
  patchMessage,
  removeMessage,
  type MessageList,
  type Receipts,
} from './message-list';
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
  /**
   * SPEC §4: read state recorded once per messageId; later duplicates are ignored (SPEC's store
   * calls it `isReadList`).
   */
  readReceipts: Record<string, 1 | 2>;
  qiniu_token: string | undefined;
  /** SPEC §3/§6: the permission tree of this customer (customer_rules). */
  permission: CustomerRules | undefined;
  queue: QueueInfo | undefined;
  /** A start flow (robot to queue, SPEC §4's 500 ms gap) is running: nothing can be sent yet. */
  starting: boolean;
  /** Not in SPEC: the other side of the conversation is typing. */
  peerTyping: boolean;
  /** Not in SPEC (#17 item 1): the conversation the visitor is asked to rate, until answered. */
  ratingPrompt: RatingPrompt | undefined;
  /** Conversations rated or skipped on this page: each is asked about once. */
  ratingAnswered: Record<string, true>;
}

/** A conversation with an engineer the visitor may rate now. */
export interface RatingPrompt {
  sessionId: string;
  engineerName: string;
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
  readReceipts: {},
  qiniu_token: undefined,
  permission: undefined,
  queue: undefined,
  starting: false,
  peerTyping: false,
  ratingPrompt: undefined,
  ratingAnswered: {},
};

export const useCallStore = create<CallState>(() => initial);

/**
 * Named reads of the store, stable across renders, for readers that take a selector once
 * (useStoreInTransition): each returns a field, so a change elsewhere renders nothing.
 */
export const callSelect = {
  sessionId: (s: CallState) => s.sessionId,
  queue: (s: CallState) => s.queue,
  company: (s: CallState) => s.companyInfo,
  token: (s: CallState) => s.loginInfo?.token,
  starting: (s: CallState) => s.starting,
  permission: (s: CallState) => s.permission,
  ratingPrompt: (s: CallState) => s.ratingPrompt,
};

/** SPEC §4 store mutations, through the shared reducers of message-list.ts. */
export const call = {
  reset: () => useCallStore.setState(initial, true),
  /** Runs a reducer over the conversation (the sender's MessageStore). */
  apply(reduce: (list: MessageList, receipts: Receipts) => MessageList) {
    useCallStore.setState((state) => ({ message: [...reduce(state.message, state.readReceipts)] }));
  },
  /**
   * Adds, or merges into the message with the same client id or server id, so a message is
   * never shown twice (live push, resume and history can all bring it).
   */
  appendMessage(message: ChatMessage) {
    call.apply((list, receipts) => mergeMessage(list, message, receipts));
  },
  /** History (older sessions, a resumed page): merged in server order; known ids are kept once. */
  prependHistory(messages: ChatMessage[]) {
    call.apply((list, receipts) => mergeMessages(list, messages, receipts));
  },
  updateMessage(id: string, patch: Partial<ChatMessage>) {
    call.apply((list) => patchMessage(list, id, patch));
  },
  deleteMessage(id: string) {
    call.apply((list) => removeMessage(list, id));
  },
  setAudioPlaying: (id: string | undefined) => useCallStore.setState({ audioPlaying: id }),
  setQiniuToken: (token: string | undefined) => useCallStore.setState({ qiniu_token: token }),
  setScreen: (screen: Screen) => useCallStore.setState({ screen }),
  /** Records read state once per message id; a later duplicate is ignored. */
  markRead(messageId: string, isRead: 1 | 2) {
    useCallStore.setState((state) => {
      if (messageId in state.readReceipts) return state;
      return {
        readReceipts: { ...state.readReceipts, [messageId]: isRead },
        message: [...applyRead(state.message, new Set([messageId]), isRead)],
      };
    });
  },
  setLoginState: (result: LoginResult) =>
    useCallStore.setState({ isLogin: true, loginInfo: result }),
  /**
   * Logged in, with the permission tree read on the way (SPEC §6): one write, so the screen that
   * shows both renders once, not once for each.
   */
  signedIn: (result: LoginResult, permission: CustomerRules | undefined) =>
    useCallStore.setState({ isLogin: true, loginInfo: result, permission }),
  /** SPEC §6: this customer's permission tree (undefined: it could not be read). */
  setPermission: (permission: CustomerRules | undefined) => useCallStore.setState({ permission }),
  setCompany: (companyInfo: CallState['companyInfo']) => useCallStore.setState({ companyInfo }),
  /** SPEC §3: the visitor's past sessions, newest first. */
  setPastSessions: (historyMsgList: SessionHistoryItem[]) =>
    useCallStore.setState((state) =>
      historyMsgList.length === 0 && state.historyMsgList.length === 0 ? state : { historyMsgList },
    ),
  /** A past session had no messages: it is dropped, so scrolling up moves on to the one before. */
  dropPastSession: (id: string) =>
    useCallStore.setState((state) => ({
      historyMsgList: state.historyMsgList.filter((item) => item.id !== id),
    })),
  /** Whether older conversations can still be brought in above; `loadedAt` when one just was. */
  setHistoryState: (hasMore: boolean, loadedAt?: number) =>
    useCallStore.setState((state) => ({
      historyMsg: { hasMore, loadedAt: loadedAt ?? state.historyMsg.loadedAt },
    })),
  /** A start flow runs (SPEC §4: nothing can be sent until it ends) or has ended. */
  setStarting: (starting: boolean) => useCallStore.setState({ starting }),
  /**
   * The conversation is now `sessionId`, with the robot, in a queue (which may give no session
   * yet) or with an engineer; the start flow that led here, if any, has ended.
   */
  enterSession: (
    sessionId: string | undefined,
    with_: Partial<Pick<CallState, 'queue' | 'engineer'>>,
  ) => useCallStore.setState({ sessionId, ...with_, starting: false }),
  /** The conversation ended: no session, queue or engineer. */
  leaveSession: () =>
    useCallStore.setState({
      sessionId: undefined,
      startTime: undefined,
      queue: undefined,
      engineer: undefined,
    }),
  /** What an incoming frame changes besides the conversation (applyIncoming's patch). */
  applyIncomingPatch: (patch: Partial<CallState>) => useCallStore.setState(patch),
  /** The IM signature was issued; the socket has not logged in with it yet. */
  imSigned: (userSig: string) => useCallStore.setState({ im: { userSig, ready: false } }),
  /** The socket logged in (true) or dropped (false). */
  setImLogin: (loggedIn: boolean) =>
    useCallStore.setState((state) =>
      loggedIn ? { imLogin: true, im: { ...state.im, ready: true } } : { imLogin: false },
    ),
  setPeerTyping: (peerTyping: boolean) => useCallStore.setState({ peerTyping }),
  /** The visitor's name as their own messages show it (the host page may know it). */
  setVisitorName: (name: string) =>
    useCallStore.setState((state) => ({ userInfo: { ...state.userInfo, user_name: name } })),
};

/** The newest server message id the client holds, for resuming after a reconnect. */
export function lastMessageId(state: CallState = useCallStore.getState()): string | undefined {
  return newestMessageId([state.message]);
}
