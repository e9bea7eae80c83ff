import { VIEWER } from './constants';

export interface Tap {
  x: number;
  y: number;
  /** ms, from one clock (performance.now or event.timeStamp). */
  time: number;
}

/** A second tap within 300 ms and 25 px of the first is a double tap (PhotoSwipe v4). */
export function isDoubleTap(previous: Tap | null, next: Tap): boolean {
  if (!previous) return false;
  const elapsed = next.time - previous.time;
  if (elapsed < 0 || elapsed > VIEWER.doubleTapWindowMs) return false;
  return Math.hypot(next.x - previous.x, next.y - previous.y) <= VIEWER.doubleTapRadiusPx;
}
