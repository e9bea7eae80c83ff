import type { TFunction } from 'i18next';
import { useCallStore, type RatingPrompt } from './chat-store';

/**
 * The visitor's rating prompts (#17 item 1). Kept out of the chat store's module: only the
 * screens that rate (lazy chunks) and the session's end use them, not the first load.
 */
export const ratingPrompts = {
  /** Asks the visitor to rate a conversation, unless they answered about it already. */
  ask: (prompt: RatingPrompt) =>
    useCallStore.setState((state) =>
      state.ratingAnswered[prompt.sessionId] ? state : { ratingPrompt: prompt },
    ),
  /** The visitor rated or skipped: the conversation is not asked about again on this page. */
  answer: (sessionId: string) =>
    useCallStore.setState((state) => ({
      ratingAnswered: { ...state.ratingAnswered, [sessionId]: true },
      ratingPrompt: state.ratingPrompt?.sessionId === sessionId ? undefined : state.ratingPrompt,
    })),
};

/** A rating in words, for screen readers and lists: "4 星（满意）" (texts of the rating feature). */
export const ratingLabel = (t: TFunction, score: number): string =>
  t('rating.stars', {
    score,
    label: t(`rating.scores.s${Math.min(5, Math.max(1, Math.round(score))) as 1}`),
  });
