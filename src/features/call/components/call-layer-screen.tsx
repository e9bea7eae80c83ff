import { useEffect, useSyncExternalStore } from 'react';
import { LatePart } from '@/components/late-part';
import { whenIdle } from '@/lib/idle';
import { lazyWithRetry, prefetch } from '@/lib/lazy';
import { useRingTone } from '../hooks/use-ring-tone';
import type { CallEngine } from '../model/call-view';

/** The call's screens: a chunk of their own, fetched when a call could start or rings. */
export const loadCallScreen = () => import('@/components/call');
// Its own late part: a failed chunk (the idle fetch offline) is asked for again, not retried
// through the layer around it, whose chunk had come.
const CallScreen = lazyWithRetry(
  async () => ({ default: (await loadCallScreen()).CallScreen }),
  'call-screen',
);

/**
 * Follows the engine: nothing while idle; the screen for its view otherwise. Once a call could
 * start, the screens are fetched when the page is idle, so a ring shows at once. It rings (a
 * looped tone) while a call comes in, unless the side's sound is off.
 */
export function CallLayerScreen({ engine, muted }: { engine: CallEngine; muted: boolean }) {
  // Not useCall: its fallbacks for no engine would be shared with the console, and a small
  // shared module is merged into the first load.
  const view = useSyncExternalStore(engine.subscribe, engine.getView, engine.getView);
  useRingTone(view.phase === 'incoming' && !muted);
  useEffect(
    () => (view.canStart ? whenIdle(() => prefetch(loadCallScreen)) : undefined),
    [view.canStart],
  );
  if (view.phase === 'idle') return null;
  return (
    <LatePart retry={CallScreen.retry}>
      <CallScreen.Component view={view} actions={engine.actions} />
    </LatePart>
  );
}
