import { LatePart } from '@/components/late-part';
import { lazyWithRetry } from '@/lib/lazy';
import type { Unavailability } from '../model/availability';
import { AvailabilityRegion } from './chat-queue-screen.styles';

/** Said only when nobody can take the visitor (#17 item 3): not in the chat's first load. */
const AvailabilityNotice = lazyWithRetry(
  async () => ({ default: (await import('./offer-parts')).AvailabilityNotice }),
  'availability',
);

/**
 * The place where the widget says that nobody can take the visitor: a live region there from
 * the first paint, empty while someone can, so the notice is announced when it comes.
 */
export function AvailabilitySlot({
  unavailable,
  queued,
  openLeaveMessage,
  leaveQueue,
}: {
  unavailable: Unavailability | undefined;
  queued: boolean;
  openLeaveMessage: () => void;
  /** Leaves the queue for the form. */
  leaveQueue: () => void;
}) {
  // At closing time the engineers signed in still serve those already queued: a queued visitor
  // is offered the form only when nobody of the skill is left at all.
  const shown = queued && unavailable?.reason !== 'no_engineer' ? undefined : unavailable;
  return (
    <AvailabilityRegion role="status">
      {shown && (
        <LatePart retry={AvailabilityNotice.retry}>
          <AvailabilityNotice.Component
            key={`${shown.reason}:${shown.opensAt}`}
            unavailable={shown}
            queued={queued}
            onLeaveMessage={queued ? leaveQueue : openLeaveMessage}
          />
        </LatePart>
      )}
    </AvailabilityRegion>
  );
}
