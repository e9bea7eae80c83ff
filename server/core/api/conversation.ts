import type { CoreKit } from './kit';
import * as rating from '../rating';
import type { TransferOptions } from '../admission';
import type { RatingInput } from '../rating';
import * as consoleOps from '../console';
import { callSignal } from '../calls';
import * as conversation from '../conversation';
import * as queue from '../queue';
import type { Locale } from '../locale';
import type { CallStep, Engineer, MessageDraft, Visitor } from '../types';

/** A visitor's conversation: the robot, the queues, messages, typing, calls, ratings. */
export function conversationCalls({ unit, change, queueChange }: CoreKit) {
  return {
    robotStart: change(async (ctx, v: Visitor, locale?: Locale) =>
      conversation.robotStart(ctx, v, locale),
    ),
    robotClose: change(async (ctx, v: Visitor) => conversation.robotClose(ctx, v)),
    selectBigQueue: queueChange(
      async (ctx, v: Visitor, queueCode: string, pathway: string, options?: TransferOptions) =>
        queue.selectBigQueue(ctx, v, queueCode, pathway, options),
    ),
    selectPersonal: queueChange(
      async (
        ctx,
        v: Visitor,
        queueCode: string,
        engineerCode: string,
        pathway: string,
        options?: TransferOptions,
      ) => queue.selectPersonal(ctx, v, queueCode, engineerCode, pathway, options),
    ),
    sendFromVisitor: change(async (ctx, v: Visitor, draft: MessageDraft, locale?: Locale) =>
      conversation.sendFromVisitor(ctx, v, draft, locale),
    ),
    userClose: change(async (ctx, v: Visitor, sessionId: string) =>
      conversation.userClose(ctx, v, sessionId),
    ),
    /** The visitor rates a conversation an engineer served (#17 item 1). */
    rateSession: unit(async (ctx, v: Visitor, sessionId: string, body: RatingInput) =>
      rating.rateSession(ctx, v, sessionId, body),
    ),
    markRead: change(async (ctx, reader: string, ids: string[]) =>
      conversation.markRead(ctx, reader, ids),
    ),
    sessionList: unit(async (ctx, v: Visitor, page?: number, size?: number) =>
      conversation.sessionList(ctx, v, page, size),
    ),
    sessionMessages: unit(
      async (
        ctx,
        who: { cubeUid: string } | { engineerCode: string },
        sessionId: string,
        opts?: { after?: string; before?: string; size?: number },
      ) => conversation.sessionMessages(ctx, who, sessionId, opts),
    ),
    resume: unit(async (ctx, account: string, lastMessageId?: string) =>
      conversation.resume(ctx, account, lastMessageId),
    ),
    typing: unit(async (ctx, from: string, sessionId: string, isTyping: boolean) =>
      consoleOps.typing(ctx, from, sessionId, isTyping),
    ),
    /** A step of a voice or video call (#18), from a connection of `from` (calls.ts). */
    callSignal: unit(
      async (
        ctx,
        from: string,
        connectionId: string | undefined,
        sessionId: string,
        callId: string,
        signal: CallStep,
      ) => callSignal(ctx, from, connectionId, sessionId, callId, signal),
    ),
    engineerTyping: unit(async (ctx, engineer: Engineer, sessionId: string, isTyping: boolean) =>
      consoleOps.engineerTyping(ctx, engineer, sessionId, isTyping),
    ),
  };
}
