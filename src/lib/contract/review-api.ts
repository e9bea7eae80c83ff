import * as z from 'zod/mini';
import { get, post } from './endpoint';
import { clientType, historicalMessage, transcriptFile, transcriptQuery } from './entities';
import { sessionRating } from './rating';

// Not shown in SPEC: the calls behind /review (message review). Designed here; the mocks and the
// reference server implement exactly these. Only engineers (supervisors) may call them.

const str = z.string();
const optStr = z.optional(z.string());

/** A session's life: with the robot, waiting in a queue, with an engineer, or over. */
export const REVIEW_STATES = ['robot', 'queueing', 'active', 'closed'] as const;
export const reviewState = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof reviewState>;

/** Rows per page of the session search. */
export const REVIEW_PAGE_SIZE = { default: 20, max: 100 } as const;
/** Messages per transcript page. */
export const REVIEW_TRANSCRIPT_SIZE = { default: 200, max: 500 } as const;
/** The longest keyword the search accepts (it scans message text). */
export const REVIEW_KEYWORD_MAX = 100;
/** The longest whisper a supervisor can send to an engineer. */
export const WHISPER_MAX = 500;
/**
 * Body.Type of the CC.Notification frame that carries a whisper to the engineer of a session
 * (never to the visitor). The engineer console shows it as a private note.
 */
export const WHISPER_TYPE = 'Whisper';

const positiveInt = (max: number) =>
  z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)));

/**
 * Filters of the session search and of its metrics; dates are instants (the UI turns local days
 * into them).
 */
const sessionFilters = {
  /** Sessions started at or after this instant. */
  from: z.optional(z.iso.datetime({ offset: true })),
  /** Sessions started before this instant. */
  to: z.optional(z.iso.datetime({ offset: true })),
  engineer: optStr,
  /** The skill group (queue code). */
  skill: optStr,
  /** Free text over message text and file names. */
  keyword: z.optional(z.string().check(z.maxLength(REVIEW_KEYWORD_MAX))),
  state: z.optional(reviewState),
};

/** The session search: its filters and a page. */
export const reviewSearchQuery = z.object({
  ...sessionFilters,
  page: positiveInt(10_000),
  size: positiveInt(REVIEW_PAGE_SIZE.max),
});
export type ReviewSearchQuery = z.input<typeof reviewSearchQuery>;

const reviewEngineer = z.looseObject({
  engineer_code: str,
  engineer_name: str,
  engineer_img: optStr,
});

/** One row of the search: who, with whom, when, how much, and the last thing said. */
export const reviewSessionRow = z.looseObject({
  id: str,
  visitor: z.looseObject({ cube_uid: str, name: str, avatar: optStr }),
  engineer: z.nullable(reviewEngineer),
  queue_code: z.nullable(str),
  state: reviewState,
  start_time: str,
  end_time: z.nullable(str),
  message_count: z.number(),
  last_message: z.nullable(
    z.looseObject({
      /** Text, or the file name, or the kind (Image, Voice...) when there is neither. */
      summary: str,
      kind: str,
      client_type: clientType,
      send_time: str,
    }),
  ),
  /** With a keyword: the text of the first message that matched, for the result row. */
  match: z.optional(z.nullable(str)),
  /** The visitor's rating, when they gave one (#17 item 1). */
  rating: z.optional(sessionRating),
});
export type ReviewSessionRow = z.infer<typeof reviewSessionRow>;

/** A whisper a supervisor sent into a live session. */
export const reviewWhisper = z.looseObject({
  id: str,
  session_id: str,
  from_code: str,
  from_name: str,
  to: str,
  content: str,
  send_time: str,
});
export type ReviewWhisper = z.infer<typeof reviewWhisper>;

/** Service metrics' filters (#17 item 6): the session search's, and the reader's IANA time zone. */
export const reviewMetricsQuery = z.object({
  ...sessionFilters,
  /** Days are the reader's calendar days in this zone (the transcripts' default when unknown). */
  tz: z.optional(z.string().check(z.maxLength(64))),
});
export type ReviewMetricsQuery = z.input<typeof reviewMetricsQuery>;

/** A duration's median and 90th percentile in ms (nearest-rank); null when nothing was measured. */
const spread = z.looseObject({ median_ms: z.nullable(z.number()), p90_ms: z.nullable(z.number()) });

/**
 * One group of chats (sessions an engineer accepted) and leave-a-messages: a day, an engineer
 * or a skill group. Wait: queued to accepted; first response: accepted to the engineer's first
 * message; handling: accepted to closed.
 */
export const metricsBucket = z.looseObject({
  /** 'yyyy-MM-dd' (a day in `time_zone`), an engineer's code or a queue code; '' for the total. */
  key: str,
  chats: z.number(),
  wait: spread,
  first_response: spread,
  handling: spread,
  rating: z.looseObject({
    count: z.number(),
    average: z.nullable(z.number()),
    /** Chats rated 1, 2, 3, 4 and 5 stars, in that order. */
    distribution: z.array(z.number()),
  }),
  leave_messages: z.number(),
});
export type MetricsBucketView = z.infer<typeof metricsBucket>;

export const reviewMetrics = z.looseObject({
  time_zone: str,
  total: metricsBucket,
  /** Days with a chat or a leave-a-message, oldest first. */
  days: z.array(metricsBucket),
  engineers: z.array(metricsBucket),
  skills: z.array(metricsBucket),
});
export type ReviewMetricsView = z.infer<typeof reviewMetrics>;

/** What supervisors do with conversations, for the audit log (#19). */
export const AUDIT_ACTIONS = ['view', 'watch', 'whisper', 'transcript'] as const;
export const auditEntry = z.looseObject({
  id: str,
  time: str,
  action: z.enum(AUDIT_ACTIONS),
  actor: z.looseObject({ code: str, name: str }),
  session_id: str,
  /** A whisper's engineer (code) and text. */
  to: optStr,
  content: optStr,
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const reviewApi = {
  /**
   * A supervisor signs in to review (#19 item 4): only the supervisor role may, and signing in
   * here puts nobody online (the console's login does).
   */
  login: post(
    '/api/csc/review/login',
    z.looseObject({ token: str, supervisor: z.looseObject({ code: str, name: str }) }),
    { timeout: 'login', noToken: true, body: z.object({ account: str, password: str }) },
  ),
  /** Ends the review sign-in: its token is refused from then on (the console's is untouched). */
  logout: post('/api/csc/review/logout', z.optional(z.null())),
  /** Engineers and skill groups, for the filter bar. */
  filters: get(
    '/api/csc/review/filters',
    z.looseObject({
      engineers: z.array(reviewEngineer),
      skills: z.array(z.looseObject({ queue_code: str, name: str })),
    }),
  ),
  /** Newest session first, paged; `total` counts every match. */
  sessions: get(
    '/api/csc/review/sessions',
    z.looseObject({
      items: z.array(reviewSessionRow),
      total: z.number(),
      page: z.number(),
      size: z.number(),
    }),
    { query: reviewSearchQuery },
  ),
  /**
   * One session's transcript in the historical-message shape, oldest first. Without a cursor:
   * the newest `size` messages; `before` pages back; `after` returns only newer ones (live).
   */
  transcript: get(
    '/api/csc/review/sessions/{id}',
    z.looseObject({
      session: reviewSessionRow,
      data: z.array(historicalMessage),
      has_more: z.boolean(),
      whispers: z.array(reviewWhisper),
    }),
    {
      query: z.object({
        after: optStr,
        before: optStr,
        size: positiveInt(REVIEW_TRANSCRIPT_SIZE.max),
      }),
    },
  ),
  /** Not shown (#17 item 2): a conversation as a file, whispers included; the audit log has it. */
  transcriptFile: get('/api/csc/review/sessions/{id}/file', transcriptFile, {
    query: transcriptQuery,
  }),
  /** Supervisors only (#17 item 6): service metrics of the search's filters, by day, engineer, skill. */
  metrics: get('/api/csc/review/metrics', reviewMetrics, { query: reviewMetricsQuery }),
  /** Supervisors only: who opened, watched or whispered into which conversation, newest first. */
  audit: get(
    '/api/csc/review/audit',
    z.looseObject({
      items: z.array(auditEntry),
      total: z.number(),
      page: z.number(),
      size: z.number(),
    }),
    {
      query: z.optional(
        z.object({ page: positiveInt(10_000), size: positiveInt(REVIEW_PAGE_SIZE.max) }),
      ),
    },
  ),
} as const;
