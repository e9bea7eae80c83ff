import type { DataOf } from './endpoint';
import type { consoleApi } from './console-api';
import type { PreChatAnswers } from './leave-message';
import type { WaitingVisitor } from './waiting-visitor';

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
