import { useRef, type RefObject } from 'react';
import { VIEWER } from './constants';
import { isDoubleTap, type Tap } from './double-tap';
import { toggleZoom } from './engine-commands';
import type { Point } from './pan-bounds';
import type { ViewerEngine } from './viewer-engine';

/** Point relative to the stage centre, the origin of pan and zoom. */
export function fromCentre(stage: HTMLElement | null, clientX: number, clientY: number): Point {
  const rect = stage?.getBoundingClientRect();
  if (!rect || rect.width === 0) return { x: 0, y: 0 };
  return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
}

/**
 * Taps on the stage (touch or mouse): a second tap within 300 ms and 25 px toggles zoom around
 * it; a lone tap waits out that window and then toggles the controls (PhotoSwipe v4).
 */
export function useTap(
  engine: ViewerEngine,
  stageRef: RefObject<HTMLElement | null>,
  onSingleTap: () => void,
) {
  const lastTap = useRef<Tap | null>(null);
  const singleTapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  return (clientX: number, clientY: number, time: number) => {
    const tap = { x: clientX, y: clientY, time };
    clearTimeout(singleTapTimer.current);
    if (isDoubleTap(lastTap.current, tap)) {
      lastTap.current = null;
      engine.stop();
      toggleZoom(engine, fromCentre(stageRef.current, clientX, clientY));
      return;
    }
    lastTap.current = tap;
    singleTapTimer.current = setTimeout(onSingleTap, VIEWER.doubleTapWindowMs);
  };
}
