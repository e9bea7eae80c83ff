import type { DataOf } from './endpoint';
import type { ClientType, HistoricalMessage } from './entities';
import type { SessionRatingView } from './rating';
import type { reviewApi, ReviewSessionRow, ReviewState, ReviewWhisper } from './review-api';
import type { EngineerView } from './rows';
import { toEngineerView } from './engineer-view';

/** A conversation as /review lists and heads it (reviewApi.sessions, the transcript's session). */
export interface ReviewedSession {
  id: string;
  visitor: { cubeUid: string; name: string; avatar?: string };
  engineer: EngineerView | null;
  queueCode: string | null;
  state: ReviewState;
  startedAt: string;
  endedAt: string | null;
  messageCount: number;
  lastMessage: { summary: string; kind: string; clientType: ClientType; sentAt: string } | null;
  /** The matched text of a keyword search. */
  match?: string | null;
  rating?: SessionRatingView;
}

/** A supervisor's whisper to the session's engineer (SPEC §7 spy-on). */
export interface Whisper {
  id: string;
  sessionId: string;
  from: { code: string; name: string };
  to: string;
  content: string;
  sentAt: string;
}

/** What the review filters offer: the engineers and the skill groups. */
export interface ReviewOptions {
  engineers: EngineerView[];
  skills: { code: string; name: string }[];
}

/** One entry of the audit log: who did what with which conversation. */
export interface AuditEntry {
  id: string;
  time: string;
  action: DataOf<typeof reviewApi.audit>['items'][number]['action'];
  actor: { code: string; name: string };
  sessionId: string;
  to?: string;
  content?: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export interface TranscriptPage {
  session: ReviewedSession;
  data: HistoricalMessage[];
  hasMore: boolean;
  whispers: Whisper[];
}

export const toReviewedSession = (row: ReviewSessionRow): ReviewedSession => ({
  id: row.id,
  visitor: {
    cubeUid: row.visitor.cube_uid,
    name: row.visitor.name,
    ...(row.visitor.avatar !== undefined && { avatar: row.visitor.avatar }),
  },
  engineer: toEngineerView(row.engineer) ?? null,
  queueCode: row.queue_code,
  state: row.state,
  startedAt: row.start_time,
  endedAt: row.end_time,
  messageCount: row.message_count,
  lastMessage: row.last_message && {
    summary: row.last_message.summary,
    kind: row.last_message.kind,
    clientType: row.last_message.client_type,
    sentAt: row.last_message.send_time,
  },
  ...(row.match !== undefined && { match: row.match }),
  ...(row.rating !== undefined && { rating: row.rating }),
});

export const toWhisper = (w: ReviewWhisper): Whisper => ({
  id: w.id,
  sessionId: w.session_id,
  from: { code: w.from_code, name: w.from_name },
  to: w.to,
  content: w.content,
  sentAt: w.send_time,
});

export const toReviewOptions = (o: DataOf<typeof reviewApi.filters>): ReviewOptions => ({
  engineers: o.engineers.map((e) => toEngineerView(e)),
  skills: o.skills.map((s) => ({ code: s.queue_code, name: s.name })),
});

type AuditWire = DataOf<typeof reviewApi.audit>['items'][number];

export const toAuditEntry = (e: AuditWire): AuditEntry => ({
  id: e.id,
  time: e.time,
  action: e.action,
  actor: { code: e.actor.code, name: e.actor.name },
  sessionId: e.session_id,
  ...(e.to !== undefined && { to: e.to }),
  ...(e.content !== undefined && { content: e.content }),
});

export const toPaged = <W, T>(
  page: { items: W[]; total: number; page: number; size: number },
  map: (item: W) => T,
): Paged<T> => ({
  items: page.items.map(map),
  total: page.total,
  page: page.page,
  size: page.size,
});

export const toTranscriptPage = (page: DataOf<typeof reviewApi.transcript>): TranscriptPage => ({
  session: toReviewedSession(page.session),
  data: page.data,
  hasMore: page.has_more,
  whispers: page.whispers.map(toWhisper),
});
