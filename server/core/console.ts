import { normalisePhone } from '@/lib/contract';
import { enqueue } from './outbox';
import type { CoreContext } from './context';
import { notFound, refused } from './errors';
import * as content from './content';
import { closeSession, messageFields, sessionList, type SessionSummary } from './conversation';
import { appendMessage } from './messages';
import { accept as acceptSession, publishPositions, queued, queueStatuses } from './queue';
import { waitingRow } from './queue-news';
import type { WaitingVisitor } from './types';
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

export async function setStatus(
  ctx: CoreContext,
  engineer: Engineer,
  status: EngineerStatus,
): Promise<Engineer> {
  const updated = { ...engineer, status };
  await ctx.store.engineers.put(updated);
  for (const skill of engineer.skills) await publishPositions(ctx, skill);
  return updated;
}

export type { WaitingVisitor };

/** The queue an engineer can take from: their skills, or visitors who asked for them by name. */
export async function waiting(ctx: CoreContext, engineer: Engineer): Promise<WaitingVisitor[]> {
  const sessions = (await queued(ctx)).filter((s) =>
    s.personalEngineer
      ? s.personalEngineer === engineer.code
      : engineer.skills.includes(s.queueCode ?? ''),
  );
  const positions = await queueStatuses(ctx, sessions);
  return Promise.all(sessions.map((session, i) => waitingRow(ctx, session, positions[i]!)));
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

async function sessionView(
  ctx: CoreContext,
  engineer: Engineer,
  session: Session,
): Promise<ConsoleSession> {
  const messages = await ctx.store.messages.query({ sessionId: session.id });
  const unread = messages.filter((m) => m.clientType === 'user' && m.isRead === 1).length;
  return {
    session,
    visitor: await ctx.store.visitors.get(session.cubeUid),
    unread: engineer.code === session.engineerCode ? unread : 0,
    last: messages.filter((m) => m.kind !== 'Notice').at(-1),
    product: session.productMarkId
      ? await ctx.store.products.get(session.productMarkId)
      : undefined,
  };
}

export async function activeSessions(ctx: CoreContext, engineer: Engineer) {
  const sessions = await ctx.store.sessions.ofEngineer(engineer.code, 'active');
  return Promise.all(sessions.map((s) => sessionView(ctx, engineer, s)));
}

export async function accept(
  ctx: CoreContext,
  engineer: Engineer,
  sessionId: string,
): Promise<ConsoleSession> {
  return sessionView(ctx, engineer, await acceptSession(ctx, engineer, sessionId));
}

/** A session the engineer serves or served; 404 for any other (it must not say it exists). */
export async function ownSession(
  ctx: CoreContext,
  engineer: Engineer,
  sessionId: string,
): Promise<Session> {
  const session = await ctx.store.sessions.get(sessionId);
  if (!session || session.engineerCode !== engineer.code) throw notFound('session');
  return session;
}

export async function sendFromEngineer(
  ctx: CoreContext,
  engineer: Engineer,
  sessionId: string,
  draft: MessageDraft,
): Promise<StoredMessage> {
  const session = await ownSession(ctx, engineer, sessionId);
  if (session.state !== 'active') throw refused(409, '会话已结束', { code: 'session_ended' });
  if (draft.clientMsgId) {
    const again = await ctx.store.messages.findByClientId(session.id, draft.clientMsgId);
    if (again) return again;
  }
  const message = await appendMessage(ctx, session, {
    clientType: 'engineer',
    fromAccount: engineer.code,
    ...messageFields(draft),
    authorName: engineer.name,
    avatar: engineer.avatar,
    engineerCode: engineer.code,
  });
  // The first answer is kept on the session, so service metrics need not read every transcript.
  if (session.firstResponseAt === undefined)
    await ctx.store.sessions.put({ ...session, firstResponseAt: message.sentAt });
  return message;
}

export async function closeByEngineer(ctx: CoreContext, engineer: Engineer, sessionId: string) {
  await ownSession(ctx, engineer, sessionId);
  await closeSession(ctx, sessionId, 'engineer');
}

/** The console's typing call: only into a session of the engineer's own (404 otherwise). */
export async function engineerTyping(
  ctx: CoreContext,
  engineer: Engineer,
  sessionId: string,
  isTyping: boolean,
) {
  await ownSession(ctx, engineer, sessionId);
  await typing(ctx, engineer.code, sessionId, isTyping);
}

/** Typing indicators go to the other side only; nothing is stored. */
export async function typing(ctx: CoreContext, from: string, sessionId: string, isTyping: boolean) {
  const session = await ctx.store.sessions.get(sessionId);
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
export async function visitorProfile(
  ctx: CoreContext,
  engineer: Engineer,
  cubeUid: string,
): Promise<VisitorProfile> {
  const served = await ctx.store.sessions.served(cubeUid, engineer.code);
  if (!served) throw refused(403, '只能查看您接待过的访客', { code: 'visitor_not_served' });
  const visitor = await ctx.store.visitors.get(cubeUid);
  if (!visitor) throw notFound('visitor');
  return {
    visitor: { ...visitor, phone: maskPhone(visitor.phone) },
    sessions: await sessionList(ctx, visitor, 1, 20),
    tickets: await content.tickets(ctx, visitor),
  };
}

/**
 * The phones a session's visitor gave this service: their account's, and the one they wrote in
 * the session's pre-chat form. A short message goes to one of these only.
 */
async function visitorPhones(ctx: CoreContext, session: Session): Promise<string[]> {
  const visitor = await ctx.store.visitors.get(session.cubeUid);
  return [visitor?.phone, session.preChat?.phone]
    .filter((phone): phone is string => Boolean(phone))
    .map(normalisePhone);
}

/**
 * A short message to the phone of the visitor of a live session the engineer serves, queued for
 * the gateway (#37 item 6): not about a closed session (409 `session_ended`), not to another
 * number (403 `sms_wrong_phone`), and `admit` (the host's daily cap per engineer) counted after
 * those checks and before it is queued, so refusals cost nothing and no send escapes the count.
 */
export async function sendSms(
  ctx: CoreContext,
  engineer: Engineer,
  request: { sessionId: string; phone: string; text: string },
  admit?: () => void | Promise<void>,
): Promise<OutgoingSms> {
  const session = await ctx.store.sessions.get(request.sessionId);
  if (!session || session.engineerCode !== engineer.code)
    throw refused(403, '只能给您接待的访客发送短信', { code: 'visitor_not_served' });
  if (session.state !== 'active') throw refused(409, '会话已结束', { code: 'session_ended' });
  const phone = normalisePhone(request.phone);
  if (!(await visitorPhones(ctx, session)).includes(phone))
    throw refused(403, '短信只能发送到该访客本人的手机号', { code: 'sms_wrong_phone' });
  await admit?.();
  const sms: OutgoingSms = {
    id: ctx.newId('sms'),
    sessionId: session.id,
    engineerCode: engineer.code,
    phone,
    text: request.text.trim(),
    at: ctx.clock.now(),
  };
  // Sent by the host's SMS gateway once this unit commits (outbox.ts); kept if none is set.
  await enqueue(ctx, { channel: 'sms', message: sms });
  return sms;
}
