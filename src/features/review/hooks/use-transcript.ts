import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ReviewedSession, Whisper } from '@/lib/contract';
import { useReviewCalls } from '../api/review-calls';
import { isLive, LIVE_POLL_MS, mergeRows, toRows } from '../model/transcript';

export interface TranscriptState {
  status: 'loading' | 'ok' | 'error';
  error?: unknown;
  session?: ReviewedSession;
  messages: ChatMessage[];
  whispers: Whisper[];
  hasMore: boolean;
  /** Set when the first page arrived, so the list scrolls to the newest message. */
  loadedAt?: number;
  /** The last poll of a live session failed; the next one is already scheduled. */
  liveError: boolean;
}

const LOADING: TranscriptState = {
  status: 'loading',
  messages: [],
  whispers: [],
  hasMore: false,
  liveError: false,
};

/**
 * One session's transcript. A live session is polled for newer messages (`after` the newest one
 * seen) until it closes; polling stops while the view is hidden or gone. The reviewer is not a
 * party to the session, so the IM socket would not carry its messages to them.
 */
export function useTranscript(sessionId: string) {
  const reviewCalls = useReviewCalls();
  const [attempt, setAttempt] = useState(0);
  const tag = `${attempt}:${sessionId}`;
  const [state, setState] = useState<TranscriptState & { tag: string }>({ ...LOADING, tag: '' });
  const actions = useRef({ loadOlder: async () => undefined as unknown, refresh: () => undefined });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // This effect owns the transcript it is building; React state mirrors it for rendering.
    let current = LOADING;
    const commit = (next: TranscriptState) => {
      current = next;
      if (!signal.aborted) setState({ ...next, tag });
    };
    const schedule = () => {
      clearTimeout(timer);
      if (isLive(current.session) && !signal.aborted) timer = setTimeout(poll, LIVE_POLL_MS);
    };
    async function poll() {
      const after = current.messages.at(-1)?.serverId;
      try {
        const page = await reviewCalls.transcript(sessionId, after ? { after } : {}, signal);
        commit({
          ...current,
          session: page.session,
          messages: mergeRows(current.messages, toRows(page.session, page.data)),
          whispers: page.whispers,
          liveError: false,
        });
      } catch {
        if (!signal.aborted) commit({ ...current, liveError: true });
      }
      schedule();
    }
    actions.current = {
      async loadOlder() {
        const before = current.messages[0]?.serverId;
        if (!before) return;
        const page = await reviewCalls.transcript(sessionId, { before }, signal);
        commit({
          ...current,
          messages: mergeRows(toRows(page.session, page.data), current.messages),
          hasMore: page.hasMore,
        });
      },
      refresh: () => void poll(),
    };

    reviewCalls.transcript(sessionId, {}, signal).then(
      (page) => {
        commit({
          status: 'ok',
          session: page.session,
          messages: toRows(page.session, page.data),
          whispers: page.whispers,
          hasMore: page.hasMore,
          loadedAt: Date.now(),
          liveError: false,
        });
        schedule();
      },
      (error: unknown) => commit({ ...LOADING, status: 'error', error }),
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [reviewCalls, sessionId, tag]);

  const loadOlder = useCallback(() => actions.current.loadOlder(), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** After a whisper: fetch now instead of waiting for the next tick. */
  const refresh = useCallback(() => actions.current.refresh(), []);
  const view: TranscriptState = state.tag === tag ? state : LOADING;
  return { ...view, loadOlder, retry, refresh };
}
