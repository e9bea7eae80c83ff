// The visitor's side of the one conversation client and of the one send pipeline (#39 item 1):
// who they are, where frames and rows go (the chat store), how a line is posted.
import {
  type ConnectionState,
  type ConversationClient,
  type ConversationSide,
  type SenderSide,
} from '@/features/chat';
import type { ImClient } from '@/features/im';
import type { ApiClient } from '@/lib/api-client';
import { config } from '@/lib/config';
import { TIMING } from '@/lib/constants';
import { type ChatMessage, type DataOf, frameToRow, type ownApi } from '@/lib/contract';
import { applyIncoming, type IncomingAlert } from './visitor-incoming';
import { lastMessageId, useVisitorStore, visitorStore } from './visitor-store';

/**
 * A rating line (the ask, the rating) of a conversation that is not on screen, e.g. one rated
 * from 历史会话: it belongs under that conversation, not at the end of this one.
 */
const offScreenRating = (message: ChatMessage, shown: readonly ChatMessage[]) =>
  (message.notice?.type === 'Rated' || message.notice?.type === 'RatingRequest') &&
  !shown.some((row) => row.sessionId === message.sessionId);

export interface VisitorSideDeps extends Pick<
  ConversationSide,
  'event' | 'invalidIdentity' | 'rateLimited' | 'reopened'
> {
  onConnection: (state: ConnectionState) => void;
  alert: (kind: IncomingAlert | 'im_config_missing') => void;
  /** Logged in on the socket (again). */
  online: () => void;
}

/** The visitor follows one conversation, the chat store's. */
export function visitorSide(deps: VisitorSideDeps): ConversationSide {
  return {
    // An engineer's line on screen (a rating notice of another conversation is not).
    endsTyping: (message) => {
      const row = frameToRow(message);
      return !!row?.isEngineer && !offScreenRating(row, useVisitorStore.getState().message);
    },
    typingPerSession: false,
    hearsTyping: (sessionId) => sessionId === useVisitorStore.getState().sessionId,
    peerTyping: (_sessionId, typing) => visitorStore.setPeerTyping(typing),
    lastMessageId: () => lastMessageId(),
    connection: (state) => {
      if (state === 'online') visitorStore.setImLogin(true);
      else if (state === 'disconnected') visitorStore.setImLogin(false);
      deps.onConnection(state);
    },
    online: deps.online,
    reopened: deps.reopened,
    rateLimited: deps.rateLimited,
    invalidIdentity: deps.invalidIdentity,
    configMissing: () => deps.alert('im_config_missing'),
    event: deps.event,
    read: (receipt) => receipt.messageIds.forEach((id) => visitorStore.markRead(id, receipt.read)),
    received: (message) => {
      const state = useVisitorStore.getState();
      const result = applyIncoming(state, message);
      if (Object.keys(result.patch).length) visitorStore.applyIncomingPatch(result.patch);
      if (result.alert) deps.alert(result.alert);
      if (result.message && !offScreenRating(result.message, state.message))
        visitorStore.appendMessage(result.message);
    },
  };
}

export interface VisitorSenderDeps {
  api: ApiClient;
  projectId: string;
  cubeUid: string;
  /** The session's token when the line leaves. */
  token: () => string;
}

/** The visitor's rows: their name and avatar, in the chat store's session. */
export function visitorSender(deps: VisitorSenderDeps): SenderSide {
  return {
    scope: `visitor:${deps.projectId}:${deps.cubeUid}`,
    idPrefix: 'c',
    author: () => {
      const state = useVisitorStore.getState();
      return {
        sessionId: state.sessionId,
        isEngineer: false,
        authorRole: 'user',
        avatar: state.visitor.avatar,
        authorName: state.visitor.name,
      };
    },
    store: { apply: (_sessionId, reduce) => visitorStore.apply(reduce) },
    post: ({ visitorPost }) =>
      visitorPost({ api: deps.api, token: deps.token, projectId: deps.projectId }),
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** SPEC §4: the one connection a new start closes (and waits 1 s after) before its own. */
let liveConversation: ConversationClient | undefined;

export interface VisitorConnect {
  sig: DataOf<typeof ownApi.userSig> | undefined;
  token: string;
  host: string;
  wait?: (ms: number) => Promise<void>;
  /** The start that connects is still the latest after the wait. */
  current: () => boolean;
}

/** Connects the visitor's socket; false when IM is not configured or the start was left. */
export async function connectVisitor(
  conversation: ConversationClient,
  Client: typeof ImClient,
  { sig, token, host, wait = sleep, current }: VisitorConnect,
): Promise<boolean> {
  if (sig) visitorStore.imSigned(sig.userSig);
  // SPEC §4: starting a chat closes any existing connection and waits 1 s before a new one.
  if (sig && config.im.appid && liveConversation?.connected) {
    liveConversation.close();
    liveConversation = undefined;
    await wait(TIMING.chatRestartDelayMs);
    if (!current()) return false;
  }
  const connected = conversation.connect(Client, {
    host,
    token,
    identifier: sig?.identifier ?? '',
    nickname: sig?.nickname,
    userSig: sig?.userSig ?? '',
  });
  if (connected) liveConversation = conversation;
  return connected;
}

/** The session stops: its connection is no longer the one a new start waits for. */
export function disconnectVisitor(conversation: ConversationClient): void {
  conversation.dispose();
  if (liveConversation === conversation) liveConversation = undefined;
}
