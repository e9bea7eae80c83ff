import type { ChatMessage } from '@/lib/contract';

/**
 * Pure reducers over a conversation's messages, shared by the visitor's store and the
 * console's: every arrival (optimistic row, send answer, live push, resume, history page) goes
 * through `mergeMessage`, so a message is shown once, in the server's order, whatever brought it.
 */
export type MessageList = readonly ChatMessage[];

/** Read receipts by server id, recorded before or after the message they are about arrived. */
export type Receipts = Readonly<Record<string, boolean>>;

/**
 * Server order (seq, else the send time) first; rows the server does not have yet (own
 * messages on their way) go last, in the order they were written.
 */
export function byOrder(a: ChatMessage, b: ChatMessage): number {
  const pendingA = !a.serverId;
  const pendingB = !b.serverId;
  if (pendingA !== pendingB) return pendingA ? 1 : -1;
  if (!pendingA && a.seq !== undefined && b.seq !== undefined && a.seq !== b.seq)
    return a.seq - b.seq;
  return a.sentAt - b.sentAt;
}

/** The same message: the same client id, or the same server id. */
export function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return a.id === b.id || (!!b.serverId && a.serverId === b.serverId);
}

export function isNewMessage(list: MessageList, message: ChatMessage): boolean {
  return !list.some((m) => sameMessage(m, message));
}

const readState = (...states: (boolean | undefined)[]): boolean => states.includes(true);

/** Where `message` goes in a list already in order (after equals, so arrival order holds). */
function insertAt(list: MessageList, message: ChatMessage): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (byOrder(list[mid] as ChatMessage, message) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Adds a message, or merges it into the row with the same client or server id, keeping that
 * row's key so the list does not remount it. Read state never steps back to unread: a receipt
 * can beat the echo of the message it is about. When both ids match different rows (a history
 * page, which has no client ids, brought an own message before its send answer did), they
 * become one row under the client id.
 */
export function mergeMessage(
  list: MessageList,
  message: ChatMessage,
  receipts: Receipts = {},
): ChatMessage[] {
  const recorded = message.serverId ? receipts[message.serverId] : undefined;
  const matches = list.filter((m) => sameMessage(m, message));
  if (matches.length === 0) {
    const row =
      recorded !== undefined ? { ...message, read: readState(message.read, recorded) } : message;
    const next = [...list];
    next.splice(insertAt(list, row), 0, row);
    return next;
  }
  const current = matches.find((m) => m.id === message.id) ?? (matches[0] as ChatMessage);
  const merged: ChatMessage = {
    ...current,
    ...message,
    id: current.id,
    // Once the server has it, it keeps its server id, order and "sent" (an outbox restored
    // after a reload merges into the row history brought, and is only being confirmed).
    serverId: message.serverId ?? current.serverId,
    seq: message.seq ?? current.seq,
    // A server copy has no local preview or upload state; the row keeps what it showed.
    error: message.serverId || current.serverId ? '' : message.error,
    progress:
      message.serverId || current.serverId ? undefined : (message.progress ?? current.progress),
    read: readState(...matches.map((m) => m.read), message.read, recorded),
    // Acked only while no copy from the server's stream (socket, history) has been seen.
    acked: message.serverId
      ? (message.acked && matches.every((m) => !m.serverId || m.acked)) || undefined
      : current.acked,
  };
  const next = list.filter((m) => !matches.includes(m));
  next.splice(insertAt(next, merged), 0, merged);
  return next;
}

/** Merges many (a history page, a resume) at once. */
export function mergeMessages(
  list: MessageList,
  messages: readonly ChatMessage[],
  receipts: Receipts = {},
): ChatMessage[] {
  return messages.reduce<ChatMessage[]>((acc, m) => mergeMessage(acc, m, receipts), [...list]);
}

export function patchMessage(
  list: MessageList,
  id: string,
  patch: Partial<ChatMessage>,
): ChatMessage[] {
  return list.map((m) => (m.id === id ? { ...m, ...patch } : m));
}

export function removeMessage(list: MessageList, id: string): ChatMessage[] {
  return list.filter((m) => m.id !== id);
}

/** SPEC §4: the send answered statusCode 200: error '' and unread, unless a receipt came first. */
export function markSent(
  list: MessageList,
  id: string,
  sent: { messageId: string; seq?: number },
  receipts: Receipts = {},
): ChatMessage[] {
  const current = list.find((m) => m.id === id);
  if (!current) return [...list];
  return mergeMessage(
    list,
    {
      ...current,
      serverId: sent.messageId,
      seq: sent.seq ?? current.seq,
      error: '',
      progress: undefined,
      reason: undefined,
      read: false,
      // Numbered by the answer; mergeMessage keeps it unless the server's stream brought it.
      acked: true,
    },
    receipts,
  );
}

/** SPEC §4: the send failed; the row offers a retry and says why. */
export function markFailed(list: MessageList, id: string, reason?: string): ChatMessage[] {
  return patchMessage(list, id, { error: 'error', progress: undefined, reason });
}

/** READ: these server ids were read (or unread); never back from read to unread. */
export function applyRead(
  list: MessageList,
  messageIds: ReadonlySet<string>,
  read: boolean,
): MessageList {
  if (!list.some((m) => m.serverId && messageIds.has(m.serverId))) return list;
  return list.map((m) =>
    m.serverId && messageIds.has(m.serverId) && !m.read ? { ...m, read } : m,
  );
}

/**
 * The newest server message id in the lists, for resuming the socket (and fetching what is
 * newer) without a gap. Only what came in the server's own stream counts: an own message
 * numbered by its send answer (acked) can be newer than a peer's message the socket missed
 * while it was down, and resuming after it would skip that message for good.
 */
export function newestMessageId(lists: Iterable<MessageList>): string | undefined {
  let best: ChatMessage | undefined;
  for (const list of lists)
    for (const m of list)
      if (m.serverId && m.seq !== undefined && !m.acked && (!best || m.seq > (best.seq ?? 0)))
        best = m;
  return best?.serverId;
}
