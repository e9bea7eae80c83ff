import { applyIncoming, fromHistory, useCallStore, type ChatMessage } from '@/features/chat';
import type { HistoricalMessage, ImMessage } from '@/lib/contract';

/** Server order first; messages the server has not numbered yet (own, sending) go last. */
const byOrder = (a: ChatMessage, b: ChatMessage) =>
  (a.seq ?? Number.MAX_SAFE_INTEGER) - (b.seq ?? Number.MAX_SAFE_INTEGER) ||
  a.sendTime - b.sendTime;

const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a.id === b.id || (!!b.message_id && a.message_id === b.message_id);

/** Whether `message` is not in `list` yet (a live push, a resume and a transcript can all bring it). */
export function isNewMessage(list: readonly ChatMessage[], message: ChatMessage): boolean {
  return !list.some((m) => sameMessage(m, message));
}

/**
 * Adds a message, or merges it into the one with the same client or server id (the echo of an
 * own send, a resumed copy), keeping the row's key so the list does not remount it.
 */
export function mergeMessage(list: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  const index = list.findIndex((m) => sameMessage(m, message));
  if (index === -1) return [...list, message].sort(byOrder);
  const current = list[index] as ChatMessage;
  const next = [...list];
  // A read receipt can beat the echo of the message it is about; never step back to unread.
  const isRead = current.isRead === 2 ? 2 : message.isRead;
  next[index] = { ...current, ...message, id: current.id, isRead };
  return next.sort(byOrder);
}

/** Merges a transcript page into what is already shown. */
export function mergeHistory(
  list: readonly ChatMessage[],
  history: readonly ChatMessage[],
): ChatMessage[] {
  return history.reduce<ChatMessage[]>((acc, m) => mergeMessage(acc, m), [...list]);
}

/** READ: the other side read these of the engineer's messages (server ids). */
export function applyRead(
  list: readonly ChatMessage[],
  messageIds: ReadonlySet<string>,
  isRead: 1 | 2,
): readonly ChatMessage[] {
  if (!list.some((m) => m.message_id && messageIds.has(m.message_id))) return list;
  return list.map((m) =>
    m.message_id && messageIds.has(m.message_id) && m.isRead !== 2 ? { ...m, isRead } : m,
  );
}

/** The newest server message id across every session, for resuming the socket without gaps. */
export function newestMessageId(
  bySession: Readonly<Record<string, readonly ChatMessage[]>>,
): string | undefined {
  let best: ChatMessage | undefined;
  for (const list of Object.values(bySession))
    for (const m of list)
      if (m.message_id && m.seq !== undefined && (!best || m.seq > (best.seq ?? 0))) best = m;
  return best?.message_id;
}

/** Who the conversation's people are, since socket frames only name the engineer. */
export interface Names {
  visitor: string;
  engineer: string;
}

function withNames(message: ChatMessage, names: Names): ChatMessage {
  if (message.client_type === 'user') return { ...message, authorName: names.visitor };
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
 * types and user messages without a session give no row). The visitor's store is not touched:
 * its initial state only stands in for "nothing known yet".
 */
export function fromImMessage(m: ImMessage, names: Names): ChatMessage | undefined {
  const { message } = applyIncoming(useCallStore.getInitialState(), m);
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
    .filter((m) => m.client_type === 'user' && m.isRead === 1 && m.message_id)
    .map((m) => m.message_id as string);
}

/** A supervisor's whisper (review spy-on) as a notice only this console shows. */
export function fromWhisper(m: ImMessage, sessionId: string): ChatMessage {
  const body = m.MessageBody as ImMessage['MessageBody'] & { engineer_name?: string };
  const content = m.MessageBody.Body.Content;
  const time = Number(body.SendTime) || Date.now();
  return {
    id: m.MessageID,
    message_id: m.MessageID,
    sessionId,
    type: 'Notice',
    isEngineer: true,
    client_type: 'engineer',
    avatar: '',
    authorName: body.engineer_name ?? '',
    sendTime: time,
    timestamp: time,
    notice: {
      type: 'Whisper',
      data: {
        engineer_name: body.engineer_name ?? '',
        text: typeof content === 'string' ? content : '',
      },
    },
    error: '',
    isRead: 2,
  };
}
