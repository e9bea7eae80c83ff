import {
  CHAT_MESSAGE,
  toQueueChange,
  type ImEventName,
  type ImMessage,
  type QueueChange,
  type ServerFrame,
} from '@/lib/contract';

export type CallFrame = Extract<ServerFrame, { type: 'call' }>;

/** What the app hears from the connection (SPEC §4), one shape per event name. */
export type ImEvent =
  | { name: 'MSG'; message: ImMessage }
  | { name: 'NOTIFY'; message: ImMessage }
  | { name: 'READ'; data: { sessionId?: string; messageIds: string[]; isRead: 1 | 2 } }
  | { name: 'CONNECTRET'; resumed: boolean }
  | { name: 'RECONNECT'; reason: 'disconnected' }
  | { name: 'KICKOFF' }
  | { name: 'UNKNOWN'; error: unknown }
  | { name: 'LOGOUT' }
  | { name: 'LOGIN'; identifier: string }
  | { name: 'USER_TRY_LOGIN' }
  | { name: 'INVALID_IDENTITY' }
  /** The server refused a frame for coming too fast (typing, read receipts). */
  | { name: 'RATE_LIMITED' }
  /** Not in SPEC's list: the other side is typing (or stopped) in a session. */
  | { name: 'TYPING'; sessionId: string; typing: boolean }
  /** Not in SPEC's list (#18): a step of a voice or video call. */
  | { name: 'CALL'; frame: CallFrame }
  /** Not in SPEC's list (#18 item 3): a visitor entered, left or was taken from a queue. */
  | { name: 'QUEUE'; change: QueueChange };

export type ImEventOf<N extends ImEventName | 'INVALID_IDENTITY' | 'TYPING' | 'CALL' | 'QUEUE'> =
  Extract<ImEvent, { name: N }>;

/**
 * SPEC §4 mapping of a server frame: an incoming chat message is MSG, anything else NOTIFY;
 * read gives READ; kickoff gives KICKOFF; an error frame gives UNKNOWN (or the identity rule).
 */
export function mapFrame(frame: ServerFrame): ImEvent | undefined {
  switch (frame.type) {
    case 'message':
      return frame.message.MessageType === CHAT_MESSAGE
        ? { name: 'MSG', message: frame.message }
        : { name: 'NOTIFY', message: frame.message };
    case 'read':
      return { name: 'READ', data: frame.data };
    case 'kickoff':
      return { name: 'KICKOFF' };
    case 'login_ok':
      return { name: 'LOGIN', identifier: frame.identifier };
    case 'error':
      if (frame.code === 'invalid_identity') return { name: 'INVALID_IDENTITY' };
      if (frame.code === 'rate_limited') return { name: 'RATE_LIMITED' };
      return { name: 'UNKNOWN', error: frame };
    case 'typing':
      return { name: 'TYPING', sessionId: frame.sessionId, typing: frame.typing };
    case 'call':
      return { name: 'CALL', frame };
    case 'queue':
      return { name: 'QUEUE', change: toQueueChange(frame) };
    case 'connected':
    case 'pong':
      return undefined;
  }
}
