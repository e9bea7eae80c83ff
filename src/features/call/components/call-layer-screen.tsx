import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/idle';
import { prefetch } from '@/lib/lazy';
import { useRingTone } from '../hooks/use-ring-tone';
import type { CallEngine } from '../model/call-view';

/** The call's screens: a chunk of their own, fetched when a call could start or rings. */
export const loadCallScreen = () => import('@/components/call');
const CallScreen = lazy(() => loadCallScreen().then((m) => ({ default: m.CallScreen })));

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
    <Suspense fallback={null}>
      <CallScreen view={view} actions={engine.actions} />
    </Suspense>
  );
}
