import { useMemo } from 'react';
import { isApiError, type ApiClient } from '@/lib/api-client';
import {
  ownApi,
  reviewApi,
  toAuditEntry,
  toPaged,
  toReviewedSession,
  toReviewOptions,
  toTranscriptPage,
  type ReviewMetricsQuery,
  type ReviewSearchQuery,
} from '@/lib/contract';
import { useServices, type TokenHolder } from '@/lib/services';
import { useReviewer, type Reviewer } from '../model/reviewer';

/** How long signing out waits for the server before it signs out here anyway. */
export const SIGN_OUT_WAIT_MS = 2_000;

/** Audit entries per page. */
export const AUDIT_PAGE_SIZE = 50;

/** The supervisor signed in on this tab: review calls carry their token, not the visitor's. */
const reviewerToken: TokenHolder = { token: () => useReviewer.getState().reviewer?.token };

/** A refused token (expired, server restarted) signs the reviewer out with a reason. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403))
      useReviewer.getState().signOut('expired');
    throw error;
  }
}

/** Every call the review screen makes, through one client. */
export function createReviewCalls(client: ApiClient) {
  return {
    /** A supervisor's sign-in (it puts nobody online); the supervisor is kept for this tab. */
    async signIn(account: string, password: string): Promise<Reviewer> {
      const result = await client.call(reviewApi.login, {
        body: { account, password },
        noToken: true,
      });
      return useReviewer.getState().signedIn({
        token: result.token,
        code: result.supervisor.code,
        name: result.supervisor.name,
      });
    },
    /**
     * Ends the review sign-in on the server (its token is refused from then on), then here. A
     * server that does not answer within a moment does not keep the person signed in here.
     */
    async signOut(): Promise<void> {
      const ended = new AbortController();
      const timer = setTimeout(() => ended.abort(), SIGN_OUT_WAIT_MS);
      await client.call(reviewApi.logout, { signal: ended.signal }).catch(() => undefined);
      clearTimeout(timer);
      useReviewer.getState().signOut();
    },
    filters: (signal?: AbortSignal) =>
      guarded(() => client.call(reviewApi.filters, { signal })).then(toReviewOptions),
    sessions: (query: ReviewSearchQuery, signal?: AbortSignal) =>
      guarded(() => client.call(reviewApi.sessions, { query, signal })).then((page) =>
        toPaged(page, toReviewedSession),
      ),
    transcript: (
      id: string,
      query: { after?: string; before?: string; size?: number },
      signal?: AbortSignal,
    ) =>
      guarded(() =>
        client.call(reviewApi.transcript, {
          params: { id },
          query,
          signal,
          // Polling a live session must not flicker the app's loading flags.
        }),
      ).then(toTranscriptPage),
    /** The conversation as a file, whispers included; the download is in the audit log. */
    transcriptFile: (id: string, tz: string | undefined) =>
      guarded(() => client.call(reviewApi.transcriptFile, { params: { id }, query: { tz } })),
    /** Service metrics of the session list's filters (#17 item 6). */
    metrics: (query: ReviewMetricsQuery, signal?: AbortSignal) =>
      guarded(() => client.call(reviewApi.metrics, { query, signal })),
    /** What supervisors did with conversations, newest first (#19). */
    audit: (page: number, signal?: AbortSignal) =>
      guarded(() =>
        client.call(reviewApi.audit, { query: { page, size: AUDIT_PAGE_SIZE }, signal }),
      ).then((entries) => toPaged(entries, toAuditEntry)),
    /** SPEC §7 spy-on: a whisper only the session's engineer receives. */
    whisper: (body: { content: string; to: string; sessionId: string }) =>
      client.call(ownApi.spyOn, { body }),
  };
}

export type ReviewCalls = ReturnType<typeof createReviewCalls>;

/** The review calls with the supervisor's client from the app's services. */
export function useReviewCalls(): ReviewCalls {
  const services = useServices();
  return useMemo(() => createReviewCalls(services.api(reviewerToken)), [services]);
}
