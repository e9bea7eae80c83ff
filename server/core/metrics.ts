import { RATING_SCORES } from '@/lib/contract';
import type { Session, Ticket } from './types';

/**
 * Service metrics (#17 item 6): pure arithmetic over stored sessions and tickets, grouped by the
 * reader's calendar day, by engineer and by skill group. Reading the rows is review.ts's job.
 *
 * - A chat is a session an engineer accepted (robot-only and abandoned queue sessions are not).
 * - Wait: queuedAt -> acceptedAt; first response: acceptedAt -> firstResponseAt (a chat the
 *   engineer never wrote in has none); handling: acceptedAt -> closedAt (closed chats only).
 * - Ratings: the visitor's score 1-5 on a chat (session.rating).
 * - Leave-a-message: tickets of kind 'message', by the day they were made and their skill group;
 *   no engineer served them, so they are in no engineer's row.
 * - A day is the calendar day the session (or ticket) was created on, in the reader's time zone.
 */

/** Percentiles are nearest-rank: the smallest value with at least p% of the values at or below it. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** Median (nearest-rank: of an even count, the lower middle value) and 90th percentile, in ms. */
export interface Spread {
  median: number | null;
  p90: number | null;
}

export interface MetricsBucket {
  /** 'yyyy-MM-dd' in the reader's zone, an engineer's code, or a queue code. */
  key: string;
  chats: number;
  wait: Spread;
  firstResponse: Spread;
  handling: Spread;
  rating: {
    count: number;
    /** The mean score, unrounded; null without ratings. */
    average: number | null;
    /** How many chats were rated 1, 2, 3, 4 and 5 (index 0 is score 1). */
    distribution: number[];
  };
  leaveMessages: number;
}

export interface ServiceMetrics {
  timeZone: string;
  /** Everything the filter matched. */
  total: MetricsBucket;
  /** Days with a chat or a leave-a-message, oldest first. */
  days: MetricsBucket[];
  /** Engineers who served a chat, by code. */
  engineers: MetricsBucket[];
  /** Skill groups with a chat or a leave-a-message, by queue code. */
  skills: MetricsBucket[];
}

/** The calendar day of an instant in an IANA time zone, as 'yyyy-MM-dd'. */
export function dayIn(timeZone: string): (at: number) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (at) => {
    const parts = format.formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return `${part('year')}-${part('month')}-${part('day')}`;
  };
}

const between = (start: number | undefined, end: number | undefined) =>
  start !== undefined && end !== undefined ? [Math.max(0, end - start)] : [];

const spread = (values: number[]): Spread => ({
  median: percentile(values, 50),
  p90: percentile(values, 90),
});

/** One bucket from the chats and leave-a-messages that fall into it. */
export function bucket(key: string, chats: readonly Session[], messages: number): MetricsBucket {
  const scores = chats.flatMap((s) => (s.rating ? [s.rating.score] : []));
  return {
    key,
    chats: chats.length,
    wait: spread(chats.flatMap((s) => between(s.queuedAt, s.acceptedAt))),
    firstResponse: spread(chats.flatMap((s) => between(s.acceptedAt, s.firstResponseAt))),
    handling: spread(chats.flatMap((s) => between(s.acceptedAt, s.closedAt))),
    rating: {
      count: scores.length,
      average: scores.length ? scores.reduce((sum, s) => sum + s, 0) / scores.length : null,
      distribution: RATING_SCORES.map((score) => scores.filter((s) => s === score).length),
    },
    leaveMessages: messages,
  };
}

function group(
  chats: readonly Session[],
  tickets: readonly Ticket[],
  chatKey: (s: Session) => string | undefined,
  ticketKey: (t: Ticket) => string | undefined,
): MetricsBucket[] {
  const groups = new Map<string, { chats: Session[]; messages: number }>();
  const at = (key: string) => {
    let entry = groups.get(key);
    if (!entry) groups.set(key, (entry = { chats: [], messages: 0 }));
    return entry;
  };
  for (const chat of chats) {
    const key = chatKey(chat);
    if (key !== undefined) at(key).chats.push(chat);
  }
  for (const ticket of tickets) {
    const key = ticketKey(ticket);
    if (key !== undefined) at(key).messages += 1;
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, entry]) => bucket(key, entry.chats, entry.messages));
}

/**
 * The metrics of the sessions and tickets a filter matched. Sessions that are not chats and
 * tickets that are not leave-a-messages are skipped here, so a reader may pass them all.
 */
export function serviceMetrics(
  sessions: readonly Session[],
  tickets: readonly Ticket[],
  timeZone: string,
): ServiceMetrics {
  const day = dayIn(timeZone);
  const chats = sessions.filter((s) => s.acceptedAt !== undefined && !!s.engineerCode);
  const messages = tickets.filter((t) => t.kind === 'message');
  return {
    timeZone,
    total: bucket('', chats, messages.length),
    days: group(
      chats,
      messages,
      (s) => day(s.createdAt),
      (t) => day(t.createdAt),
    ),
    engineers: group(
      chats,
      messages,
      (s) => s.engineerCode,
      () => undefined,
    ),
    skills: group(
      chats,
      messages,
      (s) => s.queueCode,
      (t) => t.queueCode,
    ),
  };
}
