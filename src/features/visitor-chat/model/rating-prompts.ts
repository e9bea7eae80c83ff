import { useVisitorStore, type RatingPrompt } from './visitor-store';

/**
 * The visitor's rating prompts (#17 item 1). Kept out of the visitor store's module: only the
 * screens that rate (lazy chunks) and the session's end use them, not the first load.
 */
export const ratingPrompts = {
  /** Asks the visitor to rate a conversation, unless they answered about it already. */
  ask: (prompt: RatingPrompt) =>
    useVisitorStore.setState((state) =>
      state.ratingAnswered[prompt.sessionId] ? state : { ratingPrompt: prompt },
    ),
  /** The visitor rated or skipped: the conversation is not asked about again on this page. */
  answer: (sessionId: string) =>
    useVisitorStore.setState((state) => ({
      ratingAnswered: { ...state.ratingAnswered, [sessionId]: true },
      ratingPrompt: state.ratingPrompt?.sessionId === sessionId ? undefined : state.ratingPrompt,
    })),
};
