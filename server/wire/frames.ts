import { NOTIFICATION, WHISPER_TYPE, type ServerFrame } from '@/lib/contract';
import type { CoreEvent } from '../core';
import { toCallSignal } from './calls';
import { toImMessage } from './messages';
import { waitingVisitor, wireQueue } from './views';

export { wireQueue };

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
    case 'waiting':
      return {
        type: 'queue',
        event: event.change,
        skill: event.skill,
        session_id: event.sessionId,
        ...(event.row ? { visitor: waitingVisitor(event.row) } : {}),
        ...(event.by ? { by: event.by } : {}),
      };
    case 'read':
      return {
        type: 'read',
        data: { sessionId: event.sessionId, messageIds: event.messageIds, isRead: 2 },
      };
    case 'typing':
      return { type: 'typing', sessionId: event.sessionId, typing: event.typing };
    case 'call': {
      // The contract's serverCallFrame: the event already speaks its terms.
      const { type, sessionId, callId, from, connectionId, echo, signal } = event;
      return {
        type,
        sessionId,
        callId,
        from,
        ...(connectionId ? { connectionId } : {}),
        ...(echo ? { echo } : {}),
        signal: toCallSignal(signal),
      };
    }
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
