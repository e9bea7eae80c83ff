import { isApiError } from '@/lib/api-client';
import { reviewApi, type ReviewSearchQuery } from '@/lib/contract';
import { reviewClient, useReviewer } from './reviewer';

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

export const reviewCalls = {
  filters: (signal?: AbortSignal) =>
    guarded(() => reviewClient.call(reviewApi.filters, { signal, trackLoading: false })),
  sessions: (query: ReviewSearchQuery, signal?: AbortSignal) =>
    guarded(() => reviewClient.call(reviewApi.sessions, { query, signal })),
  transcript: (
    id: string,
    query: { after?: string; before?: string; size?: number },
    signal?: AbortSignal,
  ) =>
    guarded(() =>
      reviewClient.call(reviewApi.transcript, {
        params: { id },
        query,
        signal,
        // Polling a live session must not flicker the app's loading flags.
        trackLoading: false,
      }),
    ),
};
