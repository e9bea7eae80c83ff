// Why it is long: the core's conversation commands (start, transfer, accept, message, close) share
// one set of checks and notices; each command is short.
import type { CoreContext } from './context';
import { notFound, refused } from './errors';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { appendMessage, appendNotice, toHistorical, toImMessage } from './messages';
import { publishPositions } from './queue';
import { ROBOT_NAME } from './robot';
import type { MessageKind, Session, StoredMessage, Visitor } from './types';

export interface VisitorMessage {
  MsgType: 'text' | 'image' | 'file' | 'voice' | 'video';
  Content?: string;
  PicUrl?: string;
  MediaUrl?: string;
  FileName?: string;
  FileType?: string;
  FileSize?: number | string;
  ClientMsgId?: string;
  /** The conversation the message was written in, when the client says. */
  SessionID?: string;
}

const KIND: Record<VisitorMessage['MsgType'], MessageKind> = {
  text: 'Text',
  image: 'Image',
  file: 'File',
  voice: 'Voice',
  video: 'Video',
};

/** The visitor's session that is still going, if any (robot, queueing or with an engineer). */
export function openSession(ctx: CoreContext, cubeUid: string): Session | undefined {
  return ctx.store.sessions
    .all()
    .filter((s) => s.cubeUid === cubeUid && s.state !== 'closed')
    .sort((a, b) => b.createdAt - a.createdAt)[0];
}

/** SPEC §4 type 1: start the robot; it greets the visitor. */
export function robotStart(ctx: CoreContext, visitor: Visitor, locale: Locale = DEFAULT_LOCALE) {
  const current = openSession(ctx, visitor.cubeUid);
  if (current && current.state !== 'robot')
    return { session_id: current.id, robot_name: ROBOT_NAME };
  const session: Session = current ?? {
    id: ctx.newId('s'),
    projectId: visitor.projectId,
    cubeUid: visitor.cubeUid,
    state: 'robot',
    createdAt: ctx.clock.now(),
  };
  if (!current) {
    ctx.store.sessions.put(session);
    robotSay(ctx, session, {
      text: ctx.robot.greeting(locale),
      articles: [],
      suggestions: [],
      transfer: false,
    });
  }
  return { session_id: session.id, robot_name: ROBOT_NAME, greeting: ctx.robot.greeting(locale) };
}

export function robotClose(ctx: CoreContext, visitor: Visitor): void {
  const current = openSession(ctx, visitor.cubeUid);
  if (current?.state === 'robot')
    ctx.store.sessions.put({
      ...current,
      state: 'closed',
      closedAt: ctx.clock.now(),
      closedBy: 'user',
    });
}

function robotSay(
  ctx: CoreContext,
  session: Session,
  answer: {
    text: string;
    articles: { id: string; title: string }[];
    suggestions: string[];
    transfer: boolean;
  },
) {
  return appendMessage(ctx, session, {
    clientType: 'robot',
    fromAccount: 'robot',
    kind: 'Text',
    text: answer.text,
    authorName: ROBOT_NAME,
    avatar: '',
    robot: {
      articles: answer.articles,
      suggestions: answer.suggestions,
      transfer: answer.transfer,
    },
  });
}

/** SPEC §7 send: stores the visitor's message once (a retried send returns the same id). */
export function sendFromVisitor(
  ctx: CoreContext,
  visitor: Visitor,
  body: VisitorMessage,
  locale: Locale = DEFAULT_LOCALE,
): StoredMessage {
  // A repeat of a send whose answer was lost is the message already stored, wherever it went.
  const written = body.SessionID ? ctx.store.sessions.get(body.SessionID) : undefined;
  if (written && written.cubeUid === visitor.cubeUid && body.ClientMsgId) {
    const again = ctx.store.messages.findByClientId(written.id, body.ClientMsgId);
    if (again) return again;
  }
  const session = openSession(ctx, visitor.cubeUid);
  if (!session) throw refused(409, '当前没有进行中的会话，请重新发起咨询', { code: 'no_session' });
  // Written in a conversation that has ended: it never lands in a later one.
  if (body.SessionID && body.SessionID !== session.id)
    throw refused(409, '会话已结束', { code: 'session_ended' });
  if (body.ClientMsgId) {
    const again = ctx.store.messages.findByClientId(session.id, body.ClientMsgId);
    if (again) return again;
  }
  const size = body.FileSize === undefined ? undefined : Number(body.FileSize);
  const message = appendMessage(ctx, session, {
    clientType: 'user',
    fromAccount: visitor.cubeUid,
    kind: KIND[body.MsgType],
    text: body.MsgType === 'text' ? (body.Content ?? '') : undefined,
    mediaUrl: body.PicUrl ?? body.MediaUrl,
    fileName: body.FileName,
    fileType: body.FileType,
    fileSize: Number.isFinite(size) ? size : undefined,
    clientMsgId: body.ClientMsgId,
    authorName: visitor.nickname,
    avatar: visitor.avatar,
  });
  if (session.state === 'robot' && body.MsgType === 'text') {
    const answer = ctx.robot.answer(body.Content ?? '', visitor.projectId, locale);
    ctx.clock.setTimeout(() => {
      if (ctx.store.sessions.get(session.id)?.state === 'robot') {
        markRead(ctx, 'robot', [message.id]);
        robotSay(ctx, session, answer);
      }
    }, ctx.config.robotReplyMs);
  }
  return message;
}

/** Ends a session from either side; the other side hears SessionClosed. */
export function closeSession(
  ctx: CoreContext,
  sessionId: string,
  by: 'user' | 'engineer' | 'system',
): Session {
  const session = ctx.store.sessions.get(sessionId);
  if (!session) throw notFound('session');
  if (session.state === 'closed') return session;
  const closed: Session = { ...session, state: 'closed', closedAt: ctx.clock.now(), closedBy: by };
  ctx.store.sessions.put(closed);
  if (session.state !== 'robot')
    appendNotice(ctx, closed, by === 'system' ? 'Timeout' : 'SessionClosed', { by });
  if (session.state === 'queueing') publishPositions(ctx, session.queueCode);
  return closed;
}

export function userClose(ctx: CoreContext, visitor: Visitor, sessionId: string): void {
  const session = ctx.store.sessions.get(sessionId);
  if (!session || session.cubeUid !== visitor.cubeUid) throw notFound('session');
  closeSession(ctx, sessionId, 'user');
}

/**
 * Marks messages read by `reader` (an account or 'robot'); each message only once (SPEC §4),
 * and only messages the reader received. The sender hears READ.
 */
export function markRead(ctx: CoreContext, reader: string, messageIds: string[]): string[] {
  const changed = new Map<string, StoredMessage[]>();
  for (const id of messageIds) {
    const message = ctx.store.messages.get(id);
    if (!message || message.isRead === 2 || message.fromAccount === reader) continue;
    const session = ctx.store.sessions.get(message.sessionId);
    const party =
      session &&
      (session.cubeUid === reader || session.engineerCode === reader || reader === 'robot');
    if (!party) continue;
    ctx.store.messages.put({ ...message, isRead: 2 });
    changed.set(message.fromAccount, [...(changed.get(message.fromAccount) ?? []), message]);
  }
  for (const [sender, messages] of changed) {
    ctx.bus.publish(sender, {
      type: 'read',
      data: { sessionId: messages[0]?.sessionId, messageIds: messages.map((m) => m.id), isRead: 2 },
    });
  }
  return [...changed.values()].flat().map((m) => m.id);
}

/** SPEC §7 sessionList, newest first, paged. */
export function sessionList(ctx: CoreContext, visitor: Visitor, page = 1, size = 20) {
  const sessions = ctx.store.sessions
    .all()
    .filter((s) => s.cubeUid === visitor.cubeUid && s.state !== 'queueing')
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice((page - 1) * size, page * size);
  return sessions.map((s) => {
    const engineer = s.engineerCode ? ctx.store.engineers.get(s.engineerCode) : undefined;
    const last = ctx.store.messages
      .query({ sessionId: s.id })
      .filter((m) => m.kind !== 'Notice')
      .at(-1);
    return {
      id: s.id,
      engineer_code: engineer?.code,
      account: engineer?.account,
      avatar: engineer?.avatar,
      name: engineer?.name,
      nickname: engineer?.nickname,
      start_time: new Date(s.createdAt).toISOString(),
      end_time: s.closedAt ? new Date(s.closedAt).toISOString() : null,
      last_message: last?.text ?? last?.fileName ?? last?.kind,
      code: s.state === 'robot' || (s.state === 'closed' && !s.engineerCode) ? 1 : 5,
      ...(s.transferredTo ? { transferred_to: s.transferredTo } : {}),
    };
  });
}

/** SPEC §7 session messages: oldest first; `after` resyncs, `before` pages back. */
export function sessionMessages(
  ctx: CoreContext,
  visitor: { cubeUid: string } | { engineerCode: string },
  sessionId: string,
  opts: { after?: string; before?: string; size?: number } = {},
) {
  const session = ctx.store.sessions.get(sessionId);
  const allowed =
    session &&
    ('cubeUid' in visitor
      ? session.cubeUid === visitor.cubeUid
      : session.engineerCode === visitor.engineerCode);
  if (!session || !allowed) throw notFound('session');
  const seqOf = (id?: string) => (id ? ctx.store.messages.get(id)?.seq : undefined);
  const size = Math.min(opts.size ?? 50, 200);
  const rows = ctx.store.messages.query({
    sessionId,
    afterSeq: seqOf(opts.after),
    beforeSeq: seqOf(opts.before),
    limit: size + 1,
  });
  const hasMore = rows.length > size;
  const page = opts.before ? rows.slice(-size) : rows.slice(0, size);
  return { data: page.map(toHistorical), has_more: hasMore };
}

/** After a reconnect: every message of the account's sessions newer than the last one it saw. */
export function resume(ctx: CoreContext, account: string, lastMessageId?: string) {
  const after = lastMessageId ? ctx.store.messages.get(lastMessageId)?.seq : undefined;
  const sessions = new Set(
    ctx.store.sessions
      .all()
      .filter((s) => s.cubeUid === account || s.engineerCode === account)
      .map((s) => s.id),
  );
  if (after === undefined) return [];
  return ctx.store.messages
    .query({ afterSeq: after })
    .filter((m) => sessions.has(m.sessionId))
    .map(toImMessage);
}
