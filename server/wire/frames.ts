import { NOTIFICATION, WHISPER_TYPE, type ServerFrame } from '@/lib/contract';
import type { CoreEvent, QueuePosition } from '../core';
import { toImMessage } from './messages';

/** A queue position in SPEC's words (the queue calls and the live QueueStatus notice). */
export const wireQueue = (q: QueuePosition) => ({
  session_id: q.sessionId,
  position: q.position,
  waiting: q.waiting,
  estimated_wait_seconds: q.estimatedWaitSeconds,
});

/** The socket frame that tells a client of one of the core's events. */
export function toServerFrame(event: CoreEvent): ServerFrame {
  switch (event.type) {
    case 'message':
      return { type: 'message', message: toImMessage(event.message) };
    case 'queue': {
      const { position: q, at } = event;
      return {
        type: 'message',
        message: {
          MessageType: NOTIFICATION,
          MessageID: `q-${q.sessionId}-${at}-${q.position}`,
          fromAccount: 'system',
          MessageBody: {
            Body: { Type: 'QueueStatus', Content: null },
            SessionID: q.sessionId,
            queue: wireQueue(q),
          },
        },
      };
    }
    case 'read':
      return {
        type: 'read',
        data: { sessionId: event.sessionId, messageIds: event.messageIds, isRead: 2 },
      };
    case 'typing':
      return { type: 'typing', sessionId: event.sessionId, typing: event.typing };
    case 'whisper': {
      const { whisper: w } = event;
      return {
        type: 'message',
        message: {
          MessageType: NOTIFICATION,
          MessageID: w.id,
          fromAccount: w.fromCode,
          MessageBody: {
            Body: { Type: WHISPER_TYPE, Content: w.text },
            ClientType: 'engineer',
            SessionID: w.sessionId,
            engineer_code: w.fromCode,
            engineer_name: w.fromName,
            avatar: event.supervisorAvatar,
            SendTime: w.sentAt,
            notice: { whisper: true, from_code: w.fromCode, from_name: w.fromName },
          },
        },
      };
    }
    case 'kickoff':
      return { type: 'kickoff', reason: 'logged in elsewhere' };
    case 'revoked':
      return { type: 'error', code: 'invalid_identity', message: 'signed out' };
  }
}
