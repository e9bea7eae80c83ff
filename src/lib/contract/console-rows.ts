import type { DataOf } from './endpoint';
import type { consoleApi } from './console-api';
import type { PreChatAnswers } from './leave-message';
import type { ServerFrame } from './im';
import type { WaitingVisitor } from './waiting-visitor';
import { toPastSession, type PastSession } from './visitor-rows';

/** A session the engineer serves, as the console keeps it (consoleApi.sessions and accept). */
export interface ServedSession {
  sessionId: string;
  cubeUid: string;
  visitorName: string;
  avatar?: string;
  queueCode?: string;
  startedAt: string;
  unread: number;
  lastMessage?: string;
  product?: { markId: string; name: string } | null;
  preChat?: PreChatAnswers;
}

/** A visitor waiting in one of the engineer's queues (consoleApi.waiting, the queue frame). */
export interface QueuedVisitor {
  sessionId: string;
  cubeUid: string;
  visitorName: string;
  queueCode: string;
  waitingSince: string;
  position: number;
  firstMessage?: string;
  preChat?: PreChatAnswers;
}

type SessionWire = DataOf<typeof consoleApi.sessions>[number];

/** The console's session from the call's answer. */
export const toServedSession = (s: SessionWire): ServedSession => ({
  sessionId: s.session_id,
  cubeUid: s.cube_uid,
  visitorName: s.user_name,
  avatar: s.avatar,
  queueCode: s.queue_code,
  startedAt: s.started_at,
  unread: s.unread,
  lastMessage: s.last_message,
  product: s.product && { markId: s.product.mark_id, name: s.product.name },
  preChat: s.pre_chat,
});

/** The console's waiting visitor from the call's answer or the queue frame. */
export const toQueuedVisitor = (w: WaitingVisitor): QueuedVisitor => ({
  sessionId: w.session_id,
  cubeUid: w.cube_uid,
  visitorName: w.user_name,
  queueCode: w.queue_code,
  waitingSince: w.waiting_since,
  position: w.position,
  firstMessage: w.first_message,
  preChat: w.pre_chat,
});

type QueueFrameWire = Extract<ServerFrame, { type: 'queue' }>;

/** The server's word that a queue of the engineer's changed (#18 item 3), in the console's words. */
export interface QueueChange {
  event: QueueFrameWire['event'];
  skill: string;
  sessionId: string;
  /** The waiting row, when a visitor entered. */
  visitor?: QueuedVisitor;
  /** Who accepted (an engineer code). */
  by?: string;
}

/** The console's queue change from the socket's queue frame. */
export const toQueueChange = (frame: QueueFrameWire): QueueChange => ({
  event: frame.event,
  skill: frame.skill,
  sessionId: frame.session_id,
  ...(frame.visitor && { visitor: toQueuedVisitor(frame.visitor) }),
  ...(frame.by !== undefined && { by: frame.by }),
});

type ProfileWire = DataOf<typeof consoleApi.visitor>;

/** A visitor the engineer serves or served, as the profile panel shows them. */
export interface VisitorProfile {
  cubeUid: string;
  /** The real name the user center knows. */
  name?: string;
  /** Masked but for the last four digits. */
  phone?: string;
  /** The host site's user id, when the site verified who this is. */
  verifiedUserId?: string;
  sessions: PastSession[];
  tickets: ProfileWire['tickets'];
}

export const toVisitorProfile = (p: ProfileWire): VisitorProfile => ({
  cubeUid: p.cube_uid,
  ...(p.name !== undefined && { name: p.name }),
  ...(p.phone !== undefined && { phone: p.phone }),
  ...(p.verified_user_id !== undefined && { verifiedUserId: p.verified_user_id }),
  sessions: p.sessions.map(toPastSession),
  tickets: p.tickets,
});
