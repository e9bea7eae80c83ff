import { LatePart } from '@/components/late-part';
import { lazyWithRetry } from '@/lib/lazy';
import { useStoreInTransition } from '@/lib/resource';
import type { VisitorSession } from '../model/visitor-session';
import { visitorSelect, useVisitorStore } from '../model/visitor-store';

// The card and its texts load when a visitor is first asked, not with the chat.
const RatingCard = lazyWithRetry(
  async () => ({ default: (await import('./rating-card')).RatingCard }),
  'rating',
);

/** The rating card above the composer while a conversation asks to be rated (#17 item 1). */
export function RatingPrompt({ session }: { session: VisitorSession | undefined }) {
  const prompt = useStoreInTransition(useVisitorStore, visitorSelect.ratingPrompt);
  if (!prompt || !session) return null;
  return (
    <LatePart retry={RatingCard.retry}>
      <RatingCard.Component key={prompt.sessionId} api={session.api} prompt={prompt} />
    </LatePart>
  );
}
