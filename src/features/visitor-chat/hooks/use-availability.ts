import { useEffect, useSyncExternalStore } from 'react';
import type { Unavailability } from '../model/availability';
import type { VisitorSession } from '../model/visitor-session';
import { useVisitorStore } from '../model/visitor-store';

const nothing = () => () => undefined;
const none = () => undefined;

/**
 * Why nobody can take the visitor now (#17 item 3), for `skill`: asked once `ready` (the
 * chat's first words are on screen), then kept fresh by the session's watch while the visitor
 * is with the robot or queueing (`active`) and the page is seen. `unavailable` is undefined
 * while someone can, and until the first answer.
 */
export function useAvailability(
  session: VisitorSession | undefined,
  skill: string,
  ready: boolean,
): { unavailable: Unavailability | undefined; active: boolean } {
  const watch = ready ? session?.availability : undefined;
  const unavailable = useSyncExternalStore(watch?.subscribe ?? nothing, watch?.get ?? none);
  // With the robot or in the queue: where the answer changes what the widget offers.
  const active = useVisitorStore((s) => !!s.sessionId && !s.engineer);
  useEffect(() => watch?.watch(skill, active), [watch, skill, active]);
  useEffect(() => () => watch?.stop(), [watch]);
  return { unavailable, active };
}
