// What the visitor's dialogs read (SPEC §7), each with its resource key and hook: a key names one
// answer, so two dialogs that show the same list share it.
import type { ApiClient } from '@/lib/api-client';
import { type ChatMessage, fromHistory, ownApi } from '@/lib/contract';
import { useResource } from '@/lib/resource';
import { pastSessions } from './session-calls';

/** How many past conversations the history dialog lists, and lines of one it shows. */
const PAST_SESSIONS = 20;
const TRANSCRIPT_LINES = 200;

/** The product lines (the pre-chat and work-order forms' choice), while `wanted`. */
export const useProductLines = (api: ApiClient, wanted: boolean) =>
  useResource(wanted ? 'product-lines' : undefined, () =>
    api.call(ownApi.productLines, { query: {} }),
  );

/** The visitor's tickets and repair orders (getTicketList), while the dialog is open. */
export const useTickets = (api: ApiClient, open: boolean) =>
  useResource(open ? 'tickets' : undefined, () => api.call(ownApi.ticketList));

/** A knowledge-base article, while one is chosen. */
export const useArticle = (api: ApiClient, articleId: string | undefined) =>
  useResource(articleId ? `article:${articleId}` : undefined, () =>
    api.call(ownApi.articleContent, { query: { id: articleId! } }),
  );

/** The visitor's past conversations, while the history dialog is open. */
export const usePastSessions = (api: ApiClient, open: boolean) =>
  useResource(open ? 'sessions' : undefined, () => pastSessions(api, PAST_SESSIONS));

/** One past conversation's lines as rows, while it is chosen. */
export const usePastTranscript = (api: ApiClient, sessionId: string | undefined) =>
  useResource(sessionId ? `transcript:${sessionId}` : undefined, (): Promise<ChatMessage[]> =>
    api
      .call(ownApi.sessionMessages, {
        params: { id: sessionId! },
        query: { size: TRANSCRIPT_LINES },
      })
      .then((page) =>
        page.data.map((m) => fromHistory(m, sessionId!)).filter((m) => m !== undefined),
      ),
  );
