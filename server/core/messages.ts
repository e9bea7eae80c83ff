import { CHAT_MESSAGE, NOTIFICATION, type HistoricalMessage, type ImMessage } from '@/lib/contract';
import type { CoreContext } from './context';
import type { Session, StoredMessage } from './types';

export type NoticeType = 'CreateSession' | 'SessionClosed' | 'Timeout';

/** The socket form of a stored message (SPEC §3 messaging-client message). */
export function toImMessage(message: StoredMessage): ImMessage {
  const media = message.mediaUrl
    ? {
        MediaUrl: message.mediaUrl,
        FileName: message.fileName,
        FileSize: message.fileSize,
        FileType: message.fileType,
      }
    : undefined;
  return {
    MessageType: message.kind === 'Notice' ? NOTIFICATION : CHAT_MESSAGE,
    MessageID: message.id,
    fromAccount: message.fromAccount,
    MessageBody: {
      Body: {
        Type: message.kind === 'Notice' ? (message.text ?? 'Notice') : message.kind,
        Content: message.kind === 'Notice' ? null : (media ?? message.text ?? ''),
      },
      ClientType: message.clientType,
      SessionID: message.sessionId,
      engineer_code: message.engineerCode,
      engineer_name: message.clientType === 'engineer' ? message.authorName : undefined,
      avatar: message.avatar,
      SendTime: message.sentAt,
      id: message.clientMsgId,
      emotion: message.emotion,
      seq: message.seq,
      ...(message.robot ? { robot: message.robot } : {}),
      ...(message.notice ? { notice: message.notice } : {}),
    },
  };
}

/** The history form of a stored message (SPEC §3 historical message). */
export function toHistorical(message: StoredMessage): HistoricalMessage {
  return {
    message_id: message.id,
    client_type: message.clientType,
    message_type: message.kind === 'Notice' ? `Notice:${message.text ?? ''}` : message.kind,
    text: message.kind === 'Notice' ? null : (message.text ?? null),
    send_time: new Date(message.sentAt).toISOString(),
    media_url: message.mediaUrl ?? null,
    file_name: message.fileName ?? null,
    file_size: message.fileSize ?? null,
    file_type: message.fileType ?? null,
    emotion: message.emotion ?? null,
    is_read: message.isRead,
    author_name: message.authorName,
    avatar: message.avatar,
    engineer_code: message.engineerCode,
    seq: message.seq,
    ...(message.robot ? { robot: message.robot } : {}),
    // A notice's details (who joined, who ended it), as the socket frame carries them: a page
    // that reloads shows the engineer's name, not the system account's.
    ...(message.notice ? { notice: message.notice } : {}),
  };
}

type NewMessage = Omit<StoredMessage, 'id' | 'seq' | 'sentAt' | 'isRead' | 'cubeUid' | 'sessionId'>;

/** Stores a message in a session and pushes it to both sides that are connected. */
export function appendMessage(
  ctx: CoreContext,
  session: Session,
  draft: NewMessage,
): StoredMessage {
  const seq = ctx.store.nextSeq();
  const message: StoredMessage = {
    ...draft,
    id: `m-${seq}-${ctx.newId('')}`,
    seq,
    sessionId: session.id,
    cubeUid: session.cubeUid,
    sentAt: ctx.clock.now(),
    isRead: 1,
  };
  ctx.store.messages.put(message);
  const frame = { type: 'message' as const, message: toImMessage(message) };
  ctx.bus.publish(session.cubeUid, frame);
  if (session.engineerCode) ctx.bus.publish(session.engineerCode, frame);
  return message;
}

/** A system notice in the conversation (engineer joined, session closed, timeout). */
export function appendNotice(
  ctx: CoreContext,
  session: Session,
  type: NoticeType,
  notice: Record<string, unknown>,
): StoredMessage {
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
