import type { CoreContext } from './context';
import { notFound, refused } from './errors';
import * as content from './content';
import { closeSession, sessionList, type VisitorMessage } from './conversation';
import { appendMessage } from './messages';
import { accept as acceptSession, publishPositions, queued, queueStatus } from './queue';
import type { Engineer, EngineerStatus, Session } from './types';

function visitorName(ctx: CoreContext, cubeUid: string) {
  const v = ctx.store.visitors.get(cubeUid);
  return { user_name: v?.nickname ?? 'guest', avatar: v?.avatar };
}

function firstVisitorLine(ctx: CoreContext, sessionId: string) {
  return ctx.store.messages.query({ sessionId }).find((m) => m.clientType === 'user')?.text;
}

export function setStatus(ctx: CoreContext, engineer: Engineer, status: EngineerStatus): Engineer {
  const updated = { ...engineer, status };
  ctx.store.engineers.put(updated);
  for (const skill of engineer.skills) publishPositions(ctx, skill);
  return updated;
}

/** The queue an engineer can take from: their skills, or visitors who asked for them by name. */
export function waiting(ctx: CoreContext, engineer: Engineer) {
  return queued(ctx)
    .filter((s) =>
      s.personalEngineer
        ? s.personalEngineer === engineer.code
        : engineer.skills.includes(s.queueCode ?? ''),
    )
    .map((s) => ({
      session_id: s.id,
      cube_uid: s.cubeUid,
      ...visitorName(ctx, s.cubeUid),
      queue_code: s.queueCode ?? '',
      waiting_since: new Date(s.queuedAt ?? s.createdAt).toISOString(),
      position: queueStatus(ctx, s).position,
      first_message: firstVisitorLine(ctx, s.id),
    }));
}

function sessionView(ctx: CoreContext, engineer: Engineer, s: Session) {
  const messages = ctx.store.messages.query({ sessionId: s.id });
  const unread = messages.filter((m) => m.clientType === 'user' && m.isRead === 1).length;
  const last = messages.filter((m) => m.kind !== 'Notice').at(-1);
  const product = s.productMarkId ? ctx.store.products.get(s.productMarkId) : undefined;
  return {
    session_id: s.id,
    cube_uid: s.cubeUid,
    ...visitorName(ctx, s.cubeUid),
    queue_code: s.queueCode,
    started_at: new Date(s.acceptedAt ?? s.createdAt).toISOString(),
    unread: engineer.code === s.engineerCode ? unread : 0,
    last_message: last?.text ?? last?.fileName,
    product: product ? { mark_id: product.markId, name: product.name } : null,
  };
}

export function activeSessions(ctx: CoreContext, engineer: Engineer) {
  return ctx.store.sessions
    .all()
    .filter((s) => s.state === 'active' && s.engineerCode === engineer.code)
    .map((s) => sessionView(ctx, engineer, s));
}

export function accept(ctx: CoreContext, engineer: Engineer, sessionId: string) {
  return sessionView(ctx, engineer, acceptSession(ctx, engineer, sessionId));
}

function ownSession(ctx: CoreContext, engineer: Engineer, sessionId: string): Session {
  const session = ctx.store.sessions.get(sessionId);
  if (!session || session.engineerCode !== engineer.code) throw notFound('session');
  return session;
}

const KIND = {
  text: 'Text',
  image: 'Image',
  file: 'File',
  voice: 'Voice',
  video: 'Video',
} as const;

export function sendFromEngineer(
  ctx: CoreContext,
  engineer: Engineer,
  body: Omit<VisitorMessage, 'PicUrl'> & { session_id: string },
) {
  const session = ownSession(ctx, engineer, body.session_id);
  if (session.state !== 'active') throw refused(409, '会话已结束', { code: 'session_ended' });
  if (body.ClientMsgId) {
    const again = ctx.store.messages.findByClientId(session.id, body.ClientMsgId);
    if (again) return again;
  }
  return appendMessage(ctx, session, {
    clientType: 'engineer',
    fromAccount: engineer.code,
    kind: KIND[body.MsgType],
    text: body.MsgType === 'text' ? (body.Content ?? '') : undefined,
    mediaUrl: body.MediaUrl,
    fileName: body.FileName,
    fileType: body.FileType,
    fileSize: body.FileSize === undefined ? undefined : Number(body.FileSize),
    clientMsgId: body.ClientMsgId,
    authorName: engineer.name,
    avatar: engineer.avatar,
    engineerCode: engineer.code,
  });
}

export function closeByEngineer(ctx: CoreContext, engineer: Engineer, sessionId: string) {
  ownSession(ctx, engineer, sessionId);
  closeSession(ctx, sessionId, 'engineer');
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

/**
 * Not in SPEC: what the console shows of a visitor (ucenter/info's fields, past sessions and
 * service orders). Only to an engineer who serves or served them; the phone is masked.
 */
export function visitorProfile(ctx: CoreContext, engineer: Engineer, cubeUid: string) {
  const served = ctx.store.sessions
    .all()
    .some((s) => s.cubeUid === cubeUid && s.engineerCode === engineer.code);
  if (!served) throw refused(403, '只能查看您接待过的访客', { code: 'visitor_not_served' });
  const visitor = ctx.store.visitors.get(cubeUid);
  if (!visitor) throw notFound('visitor');
  return {
    cube_uid: visitor.cubeUid,
    ...content.userInfo(visitor),
    phone: maskPhone(visitor.phone),
    sessions: sessionList(ctx, visitor, 1, 20),
    tickets: content.tickets(ctx, visitor),
  };
}

export interface OutgoingSms {
  sms_id: string;
  session_id: string;
  engineer_code: string;
  phone: string;
  text: string;
  at: number;
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

export function sendSms(
  ctx: CoreContext,
  engineer: Engineer,
  body: { session_id: string; phone: string; text: string },
) {
  const session = ctx.store.sessions.get(body.session_id);
  if (!session || session.engineerCode !== engineer.code)
    throw refused(403, '只能给您接待的访客发送短信', { code: 'visitor_not_served' });
  const sms: OutgoingSms = {
    sms_id: ctx.newId('sms'),
    session_id: session.id,
    engineer_code: engineer.code,
    phone: body.phone,
    text: body.text.trim(),
    at: ctx.clock.now(),
  };
  smsOutbox(ctx).push(sms);
  return { sms_id: sms.sms_id, status: 'queued' as const, phone: maskPhone(sms.phone) ?? '' };
}
