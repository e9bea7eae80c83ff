// The core's conversation commands (start, transfer, accept, message, close) share
// one set of checks and notices; each command is short.
import type { CoreContext } from './context';
import { cleanName, cleanText, isOwnFilePath } from '@/lib/contract';
import { foreignMedia, notFound, refused } from './errors';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { endCallWithSession } from './calls';
import { appendMessage, appendNotice } from './messages';
import { publishPositions, queueStatus } from './queue';
import { isFirstLine, tellEntered, tellLeft } from './queue-news';
import { ROBOT_NAME } from './robot';
import type { Engineer, MessageDraft, Session, StoredMessage, Visitor } from './types';

/** The visitor's session that is still going, if any (robot, queueing or with an engineer). */
export async function openSession(ctx: CoreContext, cubeUid: string): Promise<Session | undefined> {
  return (await ctx.store.sessions.openOf(cubeUid))[0];
}

export interface RobotStart {
  sessionId: string;
  robotName: string;
  /** The robot's first words; none when the visitor is already past the robot. */
  greeting?: string;
}

/** SPEC §4 type 1: start the robot; it greets the visitor. */
export async function robotStart(
  ctx: CoreContext,
  visitor: Visitor,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RobotStart> {
  const current = await openSession(ctx, visitor.cubeUid);
  if (current && current.state !== 'robot') return { sessionId: current.id, robotName: ROBOT_NAME };
  const session: Session = current ?? {
    id: ctx.newId('s'),
    projectId: visitor.projectId,
    cubeUid: visitor.cubeUid,
    state: 'robot',
    createdAt: ctx.clock.now(),
  };
  if (!current) {
    await ctx.store.sessions.put(session);
    await robotSay(ctx, session, {
      text: (await ctx.robot()).greeting(locale),
      articles: [],
      suggestions: [],
      transfer: false,
    });
  }
  return {
    sessionId: session.id,
    robotName: ROBOT_NAME,
    greeting: (await ctx.robot()).greeting(locale),
  };
}

export async function robotClose(ctx: CoreContext, visitor: Visitor): Promise<void> {
  const current = await openSession(ctx, visitor.cubeUid);
  if (current?.state === 'robot')
    await ctx.store.sessions.put({
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
export async function sendFromVisitor(
  ctx: CoreContext,
  visitor: Visitor,
  draft: MessageDraft,
  locale: Locale = DEFAULT_LOCALE,
): Promise<StoredMessage> {
  // A repeat of a send whose answer was lost is the message already stored, wherever it went.
  const written = draft.sessionId ? await ctx.store.sessions.get(draft.sessionId) : undefined;
  if (written && written.cubeUid === visitor.cubeUid && draft.clientMsgId) {
    const again = await ctx.store.messages.findByClientId(written.id, draft.clientMsgId);
    if (again) return again;
  }
  const session = await openSession(ctx, visitor.cubeUid);
  if (!session) throw refused(409, '当前没有进行中的会话，请重新发起咨询', { code: 'no_session' });
  // Written in a conversation that has ended: it never lands in a later one.
  if (draft.sessionId && draft.sessionId !== session.id)
    throw refused(409, '会话已结束', { code: 'session_ended' });
  if (draft.clientMsgId) {
    const again = await ctx.store.messages.findByClientId(session.id, draft.clientMsgId);
    if (again) return again;
  }
  const message = await appendMessage(ctx, session, {
    clientType: 'user',
    fromAccount: visitor.cubeUid,
    ...messageFields(draft),
    authorName: visitor.nickname,
    avatar: visitor.avatar,
  });
  // A queued visitor's first words are their row's preview in the consoles.
  if (session.state === 'queueing' && message.text && (await isFirstLine(ctx, message)))
    await tellEntered(ctx, session, await queueStatus(ctx, session));
  if (session.state === 'robot' && draft.kind === 'Text') {
    const answer = (await ctx.robot()).answer(draft.text ?? '', visitor.projectId, locale);
    // The answer comes later, in a unit of its own (the timer starts once this one commits).
    ctx.clock.setTimeout(async () => {
      try {
        await ctx.unit(async (c) => {
          if ((await c.store.sessions.get(session.id))?.state !== 'robot') return;
          await markRead(c, 'robot', [message.id]);
          await robotSay(c, session, answer);
        });
      } catch (error) {
        ctx.reportError(error);
      }
    }, ctx.config.robotReplyMs);
  }
  return message;
}

/**
 * A picture, file, voice note or video is one this service handed out (isOwnFilePath, the rule
 * left messages' attachments follow too), never another site's address: a card in the other
 * side's window would vouch for it (#37 item 5). 400 `foreign_media`.
 */
export function assertOwnMedia(draft: MessageDraft): void {
  const url = draft.media?.url;
  if (url !== undefined && url !== '' && !isOwnFilePath(url)) throw foreignMedia();
}

/** What a draft stores: the words of a text, the media of anything else (only our own, above). */
export function messageFields(draft: MessageDraft) {
  assertOwnMedia(draft);
  const size = draft.media?.size;
  return {
    kind: draft.kind,
    // Without direction overrides: every reader (transcripts too) sees words and names as written.
    text: draft.kind === 'Text' ? cleanText(draft.text ?? '') : undefined,
    fileName: draft.media?.name === undefined ? undefined : cleanName(draft.media.name),
    mediaUrl: draft.media?.url,
    fileType: draft.media?.type,
    fileSize: size !== undefined && Number.isFinite(size) ? size : undefined,
    clientMsgId: draft.clientMsgId,
  };
}

/** Ends a session from either side; the other side hears SessionClosed. */
export async function closeSession(
  ctx: CoreContext,
  sessionId: string,
  by: 'user' | 'engineer' | 'system',
): Promise<Session> {
  const session = await ctx.store.sessions.get(sessionId);
  if (!session) throw notFound('session');
  if (session.state === 'closed') return session;
  // A call still going ends first: its line comes before SessionClosed.
  const current = await endCallWithSession(ctx, session, by);
  const closed: Session = { ...current, state: 'closed', closedAt: ctx.clock.now(), closedBy: by };
  await ctx.store.sessions.put(closed);
  if (session.state !== 'robot')
    await appendNotice(ctx, closed, by === 'system' ? 'Timeout' : 'SessionClosed', { by });
  if (session.state === 'queueing') {
    await publishPositions(ctx, session.queueCode);
    await tellLeft(ctx, session);
  }
  return closed;
}

export async function userClose(
  ctx: CoreContext,
  visitor: Visitor,
  sessionId: string,
): Promise<void> {
  const session = await ctx.store.sessions.get(sessionId);
  if (!session || session.cubeUid !== visitor.cubeUid) throw notFound('session');
  await closeSession(ctx, sessionId, 'user');
}

/**
 * Marks messages read by `reader` (an account or 'robot'); each message only once (SPEC §4),
 * and only messages the reader received. The sender hears READ.
 */
export async function markRead(
  ctx: CoreContext,
  reader: string,
  messageIds: string[],
): Promise<string[]> {
  const changed = new Map<string, StoredMessage[]>();
  for (const id of messageIds) {
    const message = await ctx.store.messages.get(id);
    if (!message || message.isRead === 2 || message.fromAccount === reader) continue;
    const session = await ctx.store.sessions.get(message.sessionId);
    const party =
      session &&
      (session.cubeUid === reader || session.engineerCode === reader || reader === 'robot');
    if (!party) continue;
    await ctx.store.messages.put({ ...message, isRead: 2 });
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
export async function sessionList(
  ctx: CoreContext,
  visitor: Visitor,
  page = 1,
  size = 20,
): Promise<SessionSummary[]> {
  const sessions = await ctx.store.sessions.historyOf(visitor.cubeUid, (page - 1) * size, size);
  return Promise.all(
    sessions.map(async (session) => ({
      session,
      engineer: session.engineerCode
        ? await ctx.store.engineers.get(session.engineerCode)
        : undefined,
      last: (await ctx.store.messages.query({ sessionId: session.id }))
        .filter((m) => m.kind !== 'Notice')
        .at(-1),
    })),
  );
}

/** SPEC §7 session messages: oldest first; `after` resyncs, `before` pages back. */
export async function sessionMessages(
  ctx: CoreContext,
  visitor: { cubeUid: string } | { engineerCode: string },
  sessionId: string,
  opts: { after?: string; before?: string; size?: number } = {},
) {
  const session = await ctx.store.sessions.get(sessionId);
  const allowed =
    session &&
    ('cubeUid' in visitor
      ? session.cubeUid === visitor.cubeUid
      : session.engineerCode === visitor.engineerCode);
  if (!session || !allowed) throw notFound('session');
  const seqOf = async (id?: string) => (id ? (await ctx.store.messages.get(id))?.seq : undefined);
  const size = Math.min(opts.size ?? 50, 200);
  const rows = await ctx.store.messages.query({
    sessionId,
    afterSeq: await seqOf(opts.after),
    beforeSeq: await seqOf(opts.before),
    limit: size + 1,
  });
  const hasMore = rows.length > size;
  const page = opts.before ? rows.slice(-size) : rows.slice(0, size);
  return { messages: page, hasMore };
}

/** After a reconnect: every message of the account's sessions newer than the last one it saw. */
export async function resume(
  ctx: CoreContext,
  account: string,
  lastMessageId?: string,
): Promise<StoredMessage[]> {
  const after = lastMessageId ? (await ctx.store.messages.get(lastMessageId))?.seq : undefined;
  const sessions = new Set(await ctx.store.sessions.idsOf(account));
  if (after === undefined) return [];
  return (await ctx.store.messages.query({ afterSeq: after })).filter((m) =>
    sessions.has(m.sessionId),
  );
}
