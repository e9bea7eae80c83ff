// Why it is long: the core's conversation commands (start, transfer, accept, message, close) share
// one set of checks and notices; each command is short.
import type { CoreContext } from './context';
import { notFound, refused } from './errors';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { appendMessage, appendNotice } from './messages';
import { publishPositions } from './queue';
import { ROBOT_NAME } from './robot';
import type { Engineer, MessageDraft, Session, StoredMessage, Visitor } from './types';

/** The visitor's session that is still going, if any (robot, queueing or with an engineer). */
export function openSession(ctx: CoreContext, cubeUid: string): Session | undefined {
  return ctx.store.sessions.openOf(cubeUid)[0];
}

export interface RobotStart {
  sessionId: string;
  robotName: string;
  /** The robot's first words; none when the visitor is already past the robot. */
  greeting?: string;
}

/** SPEC §4 type 1: start the robot; it greets the visitor. */
export function robotStart(
  ctx: CoreContext,
  visitor: Visitor,
  locale: Locale = DEFAULT_LOCALE,
): RobotStart {
  const current = openSession(ctx, visitor.cubeUid);
  if (current && current.state !== 'robot') return { sessionId: current.id, robotName: ROBOT_NAME };
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
  return { sessionId: session.id, robotName: ROBOT_NAME, greeting: ctx.robot.greeting(locale) };
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
  draft: MessageDraft,
  locale: Locale = DEFAULT_LOCALE,
): StoredMessage {
  // A repeat of a send whose answer was lost is the message already stored, wherever it went.
  const written = draft.sessionId ? ctx.store.sessions.get(draft.sessionId) : undefined;
  if (written && written.cubeUid === visitor.cubeUid && draft.clientMsgId) {
    const again = ctx.store.messages.findByClientId(written.id, draft.clientMsgId);
    if (again) return again;
  }
  const session = openSession(ctx, visitor.cubeUid);
  if (!session) throw refused(409, '当前没有进行中的会话，请重新发起咨询', { code: 'no_session' });
  // Written in a conversation that has ended: it never lands in a later one.
  if (draft.sessionId && draft.sessionId !== session.id)
    throw refused(409, '会话已结束', { code: 'session_ended' });
  if (draft.clientMsgId) {
    const again = ctx.store.messages.findByClientId(session.id, draft.clientMsgId);
    if (again) return again;
  }
  const message = appendMessage(ctx, session, {
    clientType: 'user',
    fromAccount: visitor.cubeUid,
    ...messageFields(draft),
    authorName: visitor.nickname,
    avatar: visitor.avatar,
  });
  if (session.state === 'robot' && draft.kind === 'Text') {
    const answer = ctx.robot.answer(draft.text ?? '', visitor.projectId, locale);
    ctx.clock.setTimeout(() => {
      if (ctx.store.sessions.get(session.id)?.state === 'robot') {
        markRead(ctx, 'robot', [message.id]);
        robotSay(ctx, session, answer);
      }
    }, ctx.config.robotReplyMs);
  }
  return message;
}

/** What a draft stores: the words of a text, the media of anything else. */
export function messageFields(draft: MessageDraft) {
  const size = draft.media?.size;
  return {
    kind: draft.kind,
    text: draft.kind === 'Text' ? (draft.text ?? '') : undefined,
    mediaUrl: draft.media?.url,
    fileName: draft.media?.name,
    fileType: draft.media?.type,
    fileSize: size !== undefined && Number.isFinite(size) ? size : undefined,
    clientMsgId: draft.clientMsgId,
  };
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
      sessionId: messages[0]?.sessionId,
      messageIds: messages.map((m) => m.id),
    });
  }
  return [...changed.values()].flat().map((m) => m.id);
}

/** A past or current conversation as a list shows it. */
export interface SessionSummary {
  session: Session;
  engineer?: Engineer;
  /** The last thing said (notices aside). */
  last?: StoredMessage;
}

/** SPEC §7 sessionList, newest first, paged. */
export function sessionList(
  ctx: CoreContext,
  visitor: Visitor,
  page = 1,
  size = 20,
): SessionSummary[] {
  const sessions = ctx.store.sessions.historyOf(visitor.cubeUid, (page - 1) * size, size);
  return sessions.map((session) => ({
    session,
    engineer: session.engineerCode ? ctx.store.engineers.get(session.engineerCode) : undefined,
    last: ctx.store.messages
      .query({ sessionId: session.id })
      .filter((m) => m.kind !== 'Notice')
      .at(-1),
  }));
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
  return { messages: page, hasMore };
}

/** After a reconnect: every message of the account's sessions newer than the last one it saw. */
export function resume(ctx: CoreContext, account: string, lastMessageId?: string): StoredMessage[] {
  const after = lastMessageId ? ctx.store.messages.get(lastMessageId)?.seq : undefined;
  const sessions = new Set(ctx.store.sessions.idsOf(account));
  if (after === undefined) return [];
  return ctx.store.messages.query({ afterSeq: after }).filter((m) => sessions.has(m.sessionId));
}
