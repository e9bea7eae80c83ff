import { LatePart } from '@/components/late-part';
import { lazyWithRetry } from '@/lib/lazy';
import type { CallEngine } from '../model/call-view';

/** What follows the engine (its own small chunk; the screens are a second, bigger one). */
const CallLayerScreen = lazyWithRetry(
  async () => ({ default: (await import('./call-layer-screen')).CallLayerScreen }),
  'call-layer',
);

export interface CallLayerProps {
  /** The side's calls (`session.call`, `console.call`); nothing is shown without one. */
  engine: CallEngine | undefined;
  /** The side's sound is off (the console's sound switch): an incoming call rings silently. */
  muted?: boolean;
}

/**
 * The call's screens for a side: the ringing sheet, the call, its minimised bar or how it
 * ended; nothing while idle. An incoming call rings (a looped tone) unless `muted`. All a page's
 * first load carries of them is this: the part that follows the engine loads once there is one,
 * the screens once a call could start.
 */
export function CallLayer({ engine, muted = false }: CallLayerProps) {
  if (!engine) return null;
  return (
    <LatePart retry={CallLayerScreen.retry}>
      <CallLayerScreen.Component engine={engine} muted={muted} />
    </LatePart>
  );
}
