import type { CoreContext } from './context';
import { notFound, refused } from './errors';
import * as content from './content';
import { closeSession, messageFields, sessionList, type SessionSummary } from './conversation';
import { appendMessage } from './messages';
import { accept as acceptSession, publishPositions, queued, queueStatus } from './queue';
import type { QueuePosition } from './queue';
import type {
  Engineer,
  EngineerStatus,
  MessageDraft,
  OutgoingSms,
  Product,
  Session,
  StoredMessage,
  Ticket,
  Visitor,
} from './types';

function firstVisitorLine(ctx: CoreContext, sessionId: string) {
  return ctx.store.messages.query({ sessionId }).find((m) => m.clientType === 'user')?.text;
}

export function setStatus(ctx: CoreContext, engineer: Engineer, status: EngineerStatus): Engineer {
  const updated = { ...engineer, status };
  ctx.store.engineers.put(updated);
  for (const skill of engineer.skills) publishPositions(ctx, skill);
  return updated;
}

/** A visitor waiting in an engineer's queue. */
export interface WaitingVisitor {
  session: Session;
  visitor?: Visitor;
  position: QueuePosition;
  /** What they asked first, if they wrote anything. */
  firstLine?: string;
}

/** The queue an engineer can take from: their skills, or visitors who asked for them by name. */
export function waiting(ctx: CoreContext, engineer: Engineer): WaitingVisitor[] {
  return queued(ctx)
    .filter((s) =>
      s.personalEngineer
        ? s.personalEngineer === engineer.code
        : engineer.skills.includes(s.queueCode ?? ''),
    )
    .map((session) => ({
      session,
      visitor: ctx.store.visitors.get(session.cubeUid),
      position: queueStatus(ctx, session),
      firstLine: firstVisitorLine(ctx, session.id),
    }));
}

/** A conversation in the engineer's console. */
export interface ConsoleSession {
  session: Session;
  visitor?: Visitor;
  /** The visitor's messages the engineer has not read (0 in someone else's conversation). */
  unread: number;
  /** The last thing said (notices aside). */
  last?: StoredMessage;
  /** The product the visitor asked about (SPEC ?mark_id=). */
  product?: Product;
}

function sessionView(ctx: CoreContext, engineer: Engineer, session: Session): ConsoleSession {
  const messages = ctx.store.messages.query({ sessionId: session.id });
  const unread = messages.filter((m) => m.clientType === 'user' && m.isRead === 1).length;
  return {
    session,
    visitor: ctx.store.visitors.get(session.cubeUid),
    unread: engineer.code === session.engineerCode ? unread : 0,
    last: messages.filter((m) => m.kind !== 'Notice').at(-1),
    product: session.productMarkId ? ctx.store.products.get(session.productMarkId) : undefined,
  };
}

export function activeSessions(ctx: CoreContext, engineer: Engineer) {
  return ctx.store.sessions
    .ofEngineer(engineer.code, 'active')
    .map((s) => sessionView(ctx, engineer, s));
}

export function accept(ctx: CoreContext, engineer: Engineer, sessionId: string): ConsoleSession {
  return sessionView(ctx, engineer, acceptSession(ctx, engineer, sessionId));
}

function ownSession(ctx: CoreContext, engineer: Engineer, sessionId: string): Session {
  const session = ctx.store.sessions.get(sessionId);
  if (!session || session.engineerCode !== engineer.code) throw notFound('session');
  return session;
}

export function sendFromEngineer(
  ctx: CoreContext,
  engineer: Engineer,
  sessionId: string,
  draft: MessageDraft,
): StoredMessage {
  const session = ownSession(ctx, engineer, sessionId);
  if (session.state !== 'active') throw refused(409, '会话已结束', { code: 'session_ended' });
  if (draft.clientMsgId) {
    const again = ctx.store.messages.findByClientId(session.id, draft.clientMsgId);
    if (again) return again;
  }
  return appendMessage(ctx, session, {
    clientType: 'engineer',
    fromAccount: engineer.code,
    ...messageFields(draft),
    authorName: engineer.name,
    avatar: engineer.avatar,
    engineerCode: engineer.code,
  });
}

export function closeByEngineer(ctx: CoreContext, engineer: Engineer, sessionId: string) {
  ownSession(ctx, engineer, sessionId);
  closeSession(ctx, sessionId, 'engineer');
}

/** The console's typing call: only into a session of the engineer's own (404 otherwise). */
export function engineerTyping(
  ctx: CoreContext,
  engineer: Engineer,
  sessionId: string,
  isTyping: boolean,
) {
  ownSession(ctx, engineer, sessionId);
  typing(ctx, engineer.code, sessionId, isTyping);
}

/** Typing indicators go to the other side only; nothing is stored. */
export function typing(ctx: CoreContext, from: string, sessionId: string, isTyping: boolean) {
  const session = ctx.store.sessions.get(sessionId);
  if (!session || session.state !== 'active') return;
  // Only the session's two parties tell each other they are typing.
  if (from !== session.cubeUid && from !== session.engineerCode) return;
  const to = from === session.cubeUid ? session.engineerCode : session.cubeUid;
  if (to) ctx.bus.publish(to, { type: 'typing', sessionId, typing: isTyping });
}

/** Shows the last four digits only: enough to confirm a number with the visitor on the line. */
export function maskPhone(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  return phone.length > 4 ? `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}` : phone;
}

/** What the console shows of a visitor; the phone is masked. */
export interface VisitorProfile {
  visitor: Visitor;
  sessions: SessionSummary[];
  tickets: Ticket[];
}

/**
 * Not in SPEC: what the console shows of a visitor (ucenter/info's fields, past sessions and
 * service orders). Only to an engineer who serves or served them; the phone is masked.
 */
export function visitorProfile(
  ctx: CoreContext,
  engineer: Engineer,
  cubeUid: string,
): VisitorProfile {
  const served = ctx.store.sessions.served(cubeUid, engineer.code);
  if (!served) throw refused(403, '只能查看您接待过的访客', { code: 'visitor_not_served' });
  const visitor = ctx.store.visitors.get(cubeUid);
  if (!visitor) throw notFound('visitor');
  return {
    visitor: { ...visitor, phone: maskPhone(visitor.phone) },
    sessions: sessionList(ctx, visitor, 1, 20),
    tickets: content.tickets(ctx, visitor),
  };
}

/**
 * The outbox of short messages (engineer helper). A host hands them to its SMS gateway
 * (`drainSms`); the demo and the reference server have none, so they stay queued and logged.
 */
const outboxes = new WeakMap<CoreContext, OutgoingSms[]>();
export const smsOutbox = (ctx: CoreContext) => {
  let box = outboxes.get(ctx);
  if (!box) outboxes.set(ctx, (box = []));
  return box;
};

/** A short message to the phone of a visitor the engineer serves, queued for the gateway. */
export function sendSms(
  ctx: CoreContext,
  engineer: Engineer,
  request: { sessionId: string; phone: string; text: string },
): OutgoingSms {
  const session = ctx.store.sessions.get(request.sessionId);
  if (!session || session.engineerCode !== engineer.code)
    throw refused(403, '只能给您接待的访客发送短信', { code: 'visitor_not_served' });
  const sms: OutgoingSms = {
    id: ctx.newId('sms'),
    sessionId: session.id,
    engineerCode: engineer.code,
    phone: request.phone,
    text: request.text.trim(),
    at: ctx.clock.now(),
  };
  smsOutbox(ctx).push(sms);
  return sms;
}
