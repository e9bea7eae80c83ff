import type { CoreContext } from './context';
import type { Notice, Session, StoredMessage } from './types';

/** SPEC's notices, and ours: a rating asked for and one given (#17 item 1), a call's line (#18). */
export type NoticeType =
  'CreateSession' | 'SessionClosed' | 'Timeout' | 'RatingRequest' | 'Rated' | 'Call';

type NewMessage = Omit<StoredMessage, 'id' | 'seq' | 'sentAt' | 'isRead' | 'cubeUid' | 'sessionId'>;

/** Stores a message in a session and pushes it to both sides that are connected. */
export async function appendMessage(
  ctx: CoreContext,
  session: Session,
  draft: NewMessage,
): Promise<StoredMessage> {
  const seq = await ctx.store.nextSeq();
  const message: StoredMessage = {
    ...draft,
    id: `m-${seq}-${ctx.newId('')}`,
    seq,
    sessionId: session.id,
    cubeUid: session.cubeUid,
    sentAt: ctx.clock.now(),
    isRead: 1,
  };
  await ctx.store.messages.put(message);
  const event = { type: 'message' as const, message };
  ctx.bus.publish(session.cubeUid, event);
  if (session.engineerCode) ctx.bus.publish(session.engineerCode, event);
  return message;
}

/** A system notice in the conversation (engineer joined, session closed, timeout, rating). */
export async function appendNotice(
  ctx: CoreContext,
  session: Session,
  type: NoticeType,
  notice: Notice,
): Promise<StoredMessage> {
  return appendMessage(ctx, session, {
    clientType: 'robot',
    fromAccount: 'system',
    kind: 'Notice',
    text: type,
    authorName: 'system',
    avatar: '',
    engineerCode: session.engineerCode,
    notice,
  });
}
