// The calls behind the console's queue and conversations, in the console's words: the model
// (Conversations) runs them and never builds a request body or reads an answer's wire names.
import type { ApiClient } from '@/lib/api-client';
import { consoleApi, ownApi, toQueuedVisitor, toServedSession } from '@/lib/contract';

export function createConversationCalls(api: ApiClient) {
  return {
    /** The visitors waiting in the engineer's queues, in serving order. */
    waiting: () => api.call(consoleApi.waiting).then((rows) => rows.map(toQueuedVisitor)),
    /** How many wait across the centre (SPEC's awaitUserNumber). */
    centreWaiting: () => api.call(ownApi.awaitUserNumber).then((answer) => answer.count),
    /** The conversations the engineer serves. */
    sessions: () => api.call(consoleApi.sessions).then((rows) => rows.map(toServedSession)),
    /** Takes a waiting visitor; the conversation it opens. */
    accept: (sessionId: string) =>
      api.call(consoleApi.accept, { body: { session_id: sessionId } }).then(toServedSession),
    transcript: (sessionId: string) =>
      api.call(consoleApi.transcript, { params: { id: sessionId } }),
    close: (sessionId: string) => api.call(consoleApi.close, { body: { session_id: sessionId } }),
    /** Asks the visitor to rate the conversation. */
    requestRating: (sessionId: string) =>
      api.call(consoleApi.requestRating, { body: { session_id: sessionId } }),
    /** The engineer's typing over HTTP, while the socket is down. */
    typing: (sessionId: string, typing: boolean) =>
      api.call(consoleApi.typing, { body: { session_id: sessionId, typing } }),
  };
}

export type ConversationCalls = ReturnType<typeof createConversationCalls>;
