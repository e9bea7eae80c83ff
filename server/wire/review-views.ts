import type { AuditEntry, Engineer, ReviewRow, Whisper } from '../core';
import { iso, isoOrNull, ratingView } from './views';

/** /review's records in the contract's words (review-api.ts): sessions, whispers, the audit log. */

export const reviewEngineer = (e: Engineer) => ({
  engineer_code: e.code,
  engineer_name: e.name,
  engineer_img: e.avatar || undefined,
});

export const reviewSessionRow = (r: ReviewRow) => ({
  id: r.session.id,
  visitor: {
    cube_uid: r.session.cubeUid,
    name: r.visitor?.nickname || r.visitor?.name || 'guest',
    avatar: r.visitor?.avatar || undefined,
  },
  engineer: r.engineer ? reviewEngineer(r.engineer) : null,
  queue_code: r.session.queueCode ?? null,
  state: r.session.state,
  start_time: iso(r.session.createdAt),
  end_time: isoOrNull(r.session.closedAt),
  message_count: r.messageCount,
  last_message: r.last
    ? {
        summary: r.last.text || r.last.fileName || r.last.kind,
        kind: r.last.kind,
        client_type: r.last.clientType,
        send_time: iso(r.last.sentAt),
      }
    : null,
  ...(r.match !== undefined && { match: r.match }),
  ...(r.session.rating && { rating: ratingView(r.session.rating) }),
});

export const auditEntry = (e: AuditEntry) => ({
  id: e.id,
  time: iso(e.at),
  action: e.action,
  actor: { code: e.actorCode, name: e.actorName },
  session_id: e.sessionId,
  ...(e.to !== undefined && { to: e.to }),
  ...(e.text !== undefined && { content: e.text }),
});

export const whisper = (w: Whisper) => ({
  id: w.id,
  session_id: w.sessionId,
  from_code: w.fromCode,
  from_name: w.fromName,
  to: w.to,
  content: w.text,
  send_time: iso(w.sentAt),
});
