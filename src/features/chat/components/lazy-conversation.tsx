import { lazyWithRetry } from '@/lib/lazy';
import type { ConversationProps } from './conversation';

/**
 * The conversation (virtualised list, rows, media players) as its own chunk. Its messages come
 * from a session that loads after the first paint anyway, so the visitor's first screen paints
 * without it and it arrives alongside the session. Wrap it in Suspense.
 */
export const loadConversation = () => import('./conversation');

export const conversationChunk = lazyWithRetry<ConversationProps>(
  () => loadConversation().then((m) => ({ default: m.Conversation })),
  'conversation',
);
/** Put it under an error boundary whose reset calls `conversationChunk.retry`. */
export const LazyConversation = conversationChunk.Component;
