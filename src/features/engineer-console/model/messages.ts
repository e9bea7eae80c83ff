import {
  type ChatMessage,
  frameToRow,
  fromHistory,
  type HistoricalMessage,
  type ImMessage,
} from '@/lib/contract';

/** Who the conversation's people are, since socket frames only name the engineer. */
export interface Names {
  visitor: string;
  engineer: string;
}

function withNames(message: ChatMessage, names: Names): ChatMessage {
  if (message.authorRole === 'user') return { ...message, authorName: names.visitor };
  // A transcript's notice has no details; the console knows who joined: its own engineer.
  if (message.notice?.type === 'CreateSession' && !message.notice.data.engineer_name)
    return {
      ...message,
      notice: {
        ...message.notice,
        data: { ...message.notice.data, engineer_name: names.engineer },
      },
    };
  return message;
}

/**
 * A socket message as a conversation row, through the chat feature's SPEC §4 rules (unknown
 * types and user messages without a session give no row); no store is read.
 */
export function fromImMessage(m: ImMessage, names: Names): ChatMessage | undefined {
  const message = frameToRow(m);
  return message && withNames(message, names);
}

/** A transcript (consoleApi.transcript) as conversation rows. */
export function fromTranscript(
  rows: readonly HistoricalMessage[],
  sessionId: string,
  names: Names,
): ChatMessage[] {
  return rows
    .map((row) => fromHistory(row, sessionId))
    .filter((m): m is ChatMessage => m !== undefined)
    .map((m) => withNames(m, names));
}

/** Visitor messages the engineer has not marked read yet (to mark them when the session opens). */
export function unreadFromVisitor(list: readonly ChatMessage[]): string[] {
  return list
    .filter((m) => m.authorRole === 'user' && !m.read && m.serverId)
    .map((m) => m.serverId as string);
}

/** A supervisor's whisper (review spy-on) as a notice only this console shows. */
export function fromWhisper(m: ImMessage, sessionId: string): ChatMessage {
  const body = m.MessageBody as ImMessage['MessageBody'] & { engineer_name?: string };
  const content = m.MessageBody.Body.Content;
  const time = Number(body.SendTime) || Date.now();
  return {
    id: m.MessageID,
    serverId: m.MessageID,
    sessionId,
    type: 'Notice',
    isEngineer: true,
    authorRole: 'engineer',
    avatar: '',
    authorName: body.engineer_name ?? '',
    sentAt: time,
    timestamp: time,
    notice: {
      type: 'Whisper',
      data: {
        engineer_name: body.engineer_name ?? '',
        text: typeof content === 'string' ? content : '',
      },
    },
    error: '',
    read: true,
  };
}
