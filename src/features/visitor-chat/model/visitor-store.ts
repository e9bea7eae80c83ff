import { create } from 'zustand';
import type {
  ChatMessage,
  EngineerView,
  LoginResult,
  PastSession,
  QueueInfo,
} from '@/lib/contract';
import { toVisitorLogin, type VisitorLogin } from '@/lib/contract/visitor-login';
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
} from '@/features/chat';

/**
 * The visitor's store (SPEC §3's chat store, namespace 'call'), owned by the visitor's feature;
 * the console keeps its own. Readable outside React by the conversation client.
 */
export interface VisitorState {
  isLogin: boolean;
  imLogin: boolean;
  im: { userSig: string; ready: boolean };
  startTime: number | undefined;
  sessionId: string | undefined;
  engineer: EngineerView | undefined;
  login: VisitorLogin | undefined;
  visitor: { name: string; avatar: string; cubeUid?: string; queueCode?: string };
  company: { name: string; logo: string } | undefined;
  message: ChatMessage[];
  /** SPEC §3: the visitor's past sessions, newest first (sessionList). */
  pastSessions: PastSession[];
  /** SPEC §3: how far the conversation reaches back; `loadedAt` drives the 300 ms scroll. */
  historyMsg: { hasMore: boolean; loadedAt: number | undefined };
  /**
   * SPEC §4: read state recorded once per messageId; later duplicates are ignored (SPEC's store
   * calls it `isReadList`).
   */
  readReceipts: Record<string, boolean>;
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

const initial: VisitorState = {
  isLogin: false,
  imLogin: false,
  im: { userSig: '', ready: false },
  startTime: undefined,
  sessionId: undefined,
  engineer: undefined,
  login: undefined,
  visitor: { name: 'guest', avatar: '' },
  company: undefined,
  message: [],
  pastSessions: [],
  historyMsg: { hasMore: false, loadedAt: undefined },
  readReceipts: {},
  permission: undefined,
  queue: undefined,
  starting: false,
  peerTyping: false,
  ratingPrompt: undefined,
  ratingAnswered: {},
};

export const useVisitorStore = create<VisitorState>(() => initial);

/**
 * Named reads of the store, stable across renders, for readers that take a selector once
 * (useStoreInTransition): each returns a field, so a change elsewhere renders nothing.
 */
export const visitorSelect = {
  sessionId: (s: VisitorState) => s.sessionId,
  queue: (s: VisitorState) => s.queue,
  company: (s: VisitorState) => s.company,
  token: (s: VisitorState) => s.login?.token,
  starting: (s: VisitorState) => s.starting,
  permission: (s: VisitorState) => s.permission,
  ratingPrompt: (s: VisitorState) => s.ratingPrompt,
};

/** SPEC §4 store mutations, through the shared reducers of message-list.ts. */
export const visitorStore = {
  reset: () => useVisitorStore.setState(initial, true),
  /** Runs a reducer over the conversation (the sender's MessageStore). */
  apply(reduce: (list: MessageList, receipts: Receipts) => MessageList) {
    useVisitorStore.setState((state) => ({
      message: [...reduce(state.message, state.readReceipts)],
    }));
  },
  /**
   * Adds, or merges into the message with the same client id or server id, so a message is
   * never shown twice (live push, resume and history can all bring it).
   */
  appendMessage(message: ChatMessage) {
    visitorStore.apply((list, receipts) => mergeMessage(list, message, receipts));
  },
  /** History (older sessions, a resumed page): merged in server order; known ids are kept once. */
  prependHistory(messages: ChatMessage[]) {
    visitorStore.apply((list, receipts) => mergeMessages(list, messages, receipts));
  },
  updateMessage(id: string, patch: Partial<ChatMessage>) {
    visitorStore.apply((list) => patchMessage(list, id, patch));
  },
  deleteMessage(id: string) {
    visitorStore.apply((list) => removeMessage(list, id));
  },
  /** Records read state once per message id; a later duplicate is ignored. */
  markRead(messageId: string, read: boolean) {
    useVisitorStore.setState((state) => {
      if (messageId in state.readReceipts) return state;
      return {
        readReceipts: { ...state.readReceipts, [messageId]: read },
        message: [...applyRead(state.message, new Set([messageId]), read)],
      };
    });
  },
  /** SPEC §4: set the login state from a login result. */
  setLoginState: (result: LoginResult) =>
    useVisitorStore.setState({ isLogin: true, login: toVisitorLogin(result) }),
  /**
   * Logged in, with the permission tree read on the way (SPEC §6): one write, so the screen that
   * shows both renders once, not once for each.
   */
  signedIn: (login: VisitorLogin, permission: CustomerRules | undefined) =>
    useVisitorStore.setState({ isLogin: true, login, permission }),
  /** SPEC §6: this customer's permission tree (undefined: it could not be read). */
  setPermission: (permission: CustomerRules | undefined) =>
    useVisitorStore.setState({ permission }),
  setCompany: (company: VisitorState['company']) => useVisitorStore.setState({ company }),
  /** SPEC §3: the visitor's past sessions, newest first. */
  setPastSessions: (pastSessions: PastSession[]) =>
    useVisitorStore.setState((state) =>
      pastSessions.length === 0 && state.pastSessions.length === 0 ? state : { pastSessions },
    ),
  /** A past session had no messages: it is dropped, so scrolling up moves on to the one before. */
  dropPastSession: (id: string) =>
    useVisitorStore.setState((state) => ({
      pastSessions: state.pastSessions.filter((item) => item.id !== id),
    })),
  /** Whether older conversations can still be brought in above; `loadedAt` when one just was. */
  setHistoryState: (hasMore: boolean, loadedAt?: number) =>
    useVisitorStore.setState((state) => ({
      historyMsg: { hasMore, loadedAt: loadedAt ?? state.historyMsg.loadedAt },
    })),
  /** A start flow runs (SPEC §4: nothing can be sent until it ends) or has ended. */
  setStarting: (starting: boolean) => useVisitorStore.setState({ starting }),
  /**
   * The conversation is now `sessionId`, with the robot, in a queue (which may give no session
   * yet) or with an engineer; the start flow that led here, if any, has ended.
   */
  enterSession: (
    sessionId: string | undefined,
    with_: Partial<Pick<VisitorState, 'queue' | 'engineer'>>,
  ) => useVisitorStore.setState({ sessionId, ...with_, starting: false }),
  /** The conversation ended: no session, queue or engineer. */
  leaveSession: () =>
    useVisitorStore.setState({
      sessionId: undefined,
      startTime: undefined,
      queue: undefined,
      engineer: undefined,
    }),
  /** What an incoming frame changes besides the conversation (applyIncoming's patch). */
  applyIncomingPatch: (patch: Partial<VisitorState>) => useVisitorStore.setState(patch),
  /** The IM signature was issued; the socket has not logged in with it yet. */
  imSigned: (userSig: string) => useVisitorStore.setState({ im: { userSig, ready: false } }),
  /** The socket logged in (true) or dropped (false). */
  setImLogin: (loggedIn: boolean) =>
    useVisitorStore.setState((state) =>
      loggedIn ? { imLogin: true, im: { ...state.im, ready: true } } : { imLogin: false },
    ),
  setPeerTyping: (peerTyping: boolean) => useVisitorStore.setState({ peerTyping }),
  /** The visitor's name as their own messages show it (the host page may know it). */
  setVisitorName: (name: string) =>
    useVisitorStore.setState((state) => ({ visitor: { ...state.visitor, name } })),
};

/** The newest server message id the client holds, for resuming after a reconnect. */
export function lastMessageId(
  state: VisitorState = useVisitorStore.getState(),
): string | undefined {
  return newestMessageId([state.message]);
}
