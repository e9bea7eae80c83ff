import { lazy, Suspense } from 'react';
import type { Unavailability } from '../model/availability';
import { AvailabilityRegion } from './chat-queue-screen.styles';

/** Said only when nobody can take the visitor (#17 item 3): not in the chat's first load. */
const AvailabilityNotice = lazy(() =>
  import('./offer-parts').then((m) => ({ default: m.AvailabilityNotice })),
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
  return (
    <AvailabilityRegion role="status">
      {unavailable && (
        <Suspense fallback={null}>
          <AvailabilityNotice
            key={`${unavailable.reason}:${unavailable.opensAt}`}
            unavailable={unavailable}
            queued={queued}
            onLeaveMessage={queued ? leaveQueue : openLeaveMessage}
          />
        </Suspense>
      )}
    </AvailabilityRegion>
  );
}
