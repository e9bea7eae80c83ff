// The engineer's side of the one conversation client and of the one send pipeline (#39 item 1):
// every conversation at once, written to the console store; lines are posted in their session.
import {
  newestMessageId,
  type ConversationLogin,
  type ConversationSide,
  type SenderSide,
} from '@/features/chat';
import type { ApiClient } from '@/lib/api-client';
import { consoleApi, type EngineerView } from '@/lib/contract';
import { consoleStore, useConsoleStore } from './console-store';
import type { EngineerAuth } from './types';

export type ConsoleSideDeps = Pick<
  ConversationSide,
  'received' | 'event' | 'reopened' | 'online' | 'kicked' | 'invalidIdentity' | 'rateLimited'
> & {
  /** SPEC §8: IM configuration is missing. */
  configMissing?: () => void;
};

/** The console follows every conversation of the engineer, each with its own typing signal. */
export function consoleSide(deps: ConsoleSideDeps): ConversationSide {
  return {
    ...deps,
    endsTyping: ({ MessageBody: body }) => body.ClientType === 'user' && !!body.SessionID,
    peerTyping: (sessionId, typing) => consoleStore.setTyping(sessionId, typing),
    lastMessageId: () => newestMessageId(Object.values(useConsoleStore.getState().messages)),
    connection: (state) => consoleStore.setConnection(state),
    read: (receipt) => consoleStore.markRead(receipt.messageIds, receipt.read, receipt.sessionId),
    configMissing: () => deps.configMissing?.(),
  };
}

/** Who the engineer is on the socket. */
export function consoleLogin(auth: EngineerAuth, host: string, win: Window): ConversationLogin {
  return {
    host,
    win,
    token: auth.token,
    identifier: auth.engineer.code,
    nickname: auth.engineer.name,
    // The login answer carries the signature; a login stored before it did falls back to the
    // server's scheme (server/im/protocol.ts), which the next login replaces.
    userSig: auth.userSig ?? `sig.${auth.token}`,
    // Lines are read where the engineer looks (Conversations.markSelectedRead), not on arrival.
    autoRead: false,
  };
}

/**
 * The engineer's rows: their name, avatar and code, in the session the row names; the same
 * outbox, order, retries and refusals as the visitor's, posting to consoleApi.send.
 */
export function consoleSender(api: ApiClient, engineer: EngineerView): SenderSide {
  return {
    scope: `engineer:${engineer.code}`,
    idPrefix: 'e',
    author: () => ({
      isEngineer: true,
      authorRole: 'engineer',
      avatar: engineer.avatar ?? '',
      authorName: engineer.name,
      engineerCode: engineer.code,
    }),
    store: { apply: (sessionId, reduce) => sessionId && consoleStore.apply(sessionId, reduce) },
    post:
      ({ toConsoleSendBody }) =>
      (message) =>
        api.call(consoleApi.send, { body: toConsoleSendBody(message) }),
  };
}
