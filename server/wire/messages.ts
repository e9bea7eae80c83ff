import {
  CHAT_MESSAGE,
  NOTIFICATION,
  type CallRecord,
  type HistoricalMessage,
  type ImMessage,
} from '@/lib/contract';
import type { Notice, StoredMessage } from '../core';

/**
 * A notice's details in SPEC's words. Rows stored before the core spoke its own terms hold the
 * wire keys already; they pass through.
 */
export function wireNotice(notice: Notice): Record<string, unknown> {
  const { engineer, call, ...rest } = notice as Notice & Record<string, unknown>;
  return {
    ...rest,
    // A call's line (#18) as the contract's callRecord.
    ...(call && {
      call: {
        call_id: call.callId,
        media: call.media,
        caller: call.caller,
        outcome: call.outcome,
        duration_seconds: call.durationSeconds,
      } satisfies CallRecord,
    }),
    ...(engineer && {
      engineer_code: engineer.code,
      engineer_name: engineer.name,
      engineer_nickname: engineer.nickname,
      engineer_img: engineer.avatar,
    }),
  };
}

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
      ...(message.notice ? { notice: wireNotice(message.notice) } : {}),
    },
  };
}

/** The history form of a stored message (SPEC §3 historical message). */
export function toHistorical(message: StoredMessage): HistoricalMessage {
  return {
    message_id: message.id,
    ...(message.clientMsgId ? { client_msg_id: message.clientMsgId } : {}),
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
    ...(message.notice ? { notice: wireNotice(message.notice) } : {}),
  };
}
