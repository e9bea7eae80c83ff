import { lazy, Suspense } from 'react';
import { callSelect, useCallStore } from '@/features/chat';
import { useStoreInTransition } from '@/lib/resource';
import type { VisitorSession } from '../model/visitor-session';

// The card and its texts load when a visitor is first asked, not with the chat.
const RatingCard = lazy(() => import('./rating-card').then((m) => ({ default: m.RatingCard })));

/** The rating card above the composer while a conversation asks to be rated (#17 item 1). */
export function RatingPrompt({ session }: { session: VisitorSession | undefined }) {
  const prompt = useStoreInTransition(useCallStore, callSelect.ratingPrompt);
  if (!prompt || !session) return null;
  return (
    <Suspense fallback={null}>
      <RatingCard key={prompt.sessionId} api={session.api} prompt={prompt} />
    </Suspense>
  );
}
