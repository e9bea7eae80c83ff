import type { CoreKit } from './kit';
import * as transcript from '../transcript';
import * as transcriptMail from '../transcript-mail';
import { outboxMessages, outboxSettled, sweepOutbox } from '../outbox';
import type { TranscriptOptions } from '../transcript';
import * as review from '../review';
import { reviewMetrics } from '../review-metrics';
import { auditLog } from '../audit';
import type { Locale } from '../locale';
import type { Engineer, Visitor } from '../types';

/** Supervisors' review, audited, and transcripts as files or by e-mail. */
export function reviewCalls({ ctx, unit }: CoreKit) {
  return {
    reviewer: unit(async (ctx, token?: string) => review.reviewerByToken(ctx, token)),
    reviewFilters: unit(async (ctx, locale?: Locale) => review.reviewFilters(ctx, locale)),
    reviewSessions: unit(async (ctx, filter: review.ReviewFilter) =>
      review.searchSessions(ctx, filter),
    ),
    reviewTranscript: unit(
      async (ctx, id: string, opts?: Parameters<typeof review.transcript>[2]) =>
        review.transcript(ctx, id, opts),
    ),
    auditLog: unit(async (ctx, opts?: { page?: number; size?: number }) => auditLog(ctx, opts)),
    /** Service metrics (#17 item 6) of review's filter, by day in the reader's time zone. */
    reviewMetrics: unit(
      async (ctx, filter: Omit<review.ReviewFilter, 'page' | 'size'>, timeZone?: string) =>
        reviewMetrics(ctx, filter, timeZone),
    ),
    // transcripts as files (#17 item 2): a reader's own copy, a supervisor's (audited), by e-mail
    transcriptFor: unit(
      async (
        ctx,
        reader: { cubeUid: string } | { engineerCode: string },
        sessionId: string,
        options: TranscriptOptions,
      ) => transcript.transcriptFor(ctx, reader, sessionId, options),
    ),
    reviewTranscriptFile: unit(
      async (ctx, reviewer: Engineer, sessionId: string, options: TranscriptOptions) =>
        transcript.reviewTranscriptFile(ctx, reviewer, sessionId, options),
    ),
    mailTranscript: unit(
      async (
        ctx,
        visitor: Visitor,
        request: { sessionId: string; email: string },
        options: TranscriptOptions,
      ) => transcriptMail.mailTranscript(ctx, visitor, request, options),
    ),
    /** E-mails for the host's mail server, sent or not (outbox.ts). */
    mailOutbox: () => outboxMessages(ctx, 'mail'),
    /** The host's sweep of the outbox: sends what is due, forgets what is old. */
    sweepOutbox: () => sweepOutbox(ctx),
    /** Resolves once the sends under way have ended (a host stopping waits for it). */
    outboxSettled: () => outboxSettled(ctx),
    whisper: unit(
      async (
        ctx,
        supervisor: Parameters<typeof review.whisper>[1],
        note: Parameters<typeof review.whisper>[2],
      ) => review.whisper(ctx, supervisor, note),
    ),
  };
}
