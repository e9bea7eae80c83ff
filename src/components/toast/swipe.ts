import type { ToastEdge } from './stack-layout';

export type SwipeAxis = 'x' | 'y';
/** +1 or -1: the only way a toast may leave; 0: either way along the axis. */
export type SwipeWay = 1 | -1 | 0;

/** Past this distance a released toast goes (sonner's threshold). */
export const SWIPE_DISMISS_DISTANCE_PX = 45;
/** A flick this fast (px/ms, use-gesture's unit) dismisses even a short swipe... */
export const SWIPE_FLICK_VELOCITY = 0.5;
/** ...as long as it moved at least this far, so a tap never counts. */
export const SWIPE_FLICK_MIN_PX = 10;
/** Movement the wrong way is followed at this fraction, a rubber band that says "not this way". */
export const SWIPE_RESISTANCE = 0.15;

/** Sideways on desktop (mouse), towards the screen edge on a phone (thumb). */
export function swipeRule(isDesktop: boolean, edge: ToastEdge): { axis: SwipeAxis; way: SwipeWay } {
  if (isDesktop) return { axis: 'x', way: 0 };
  return { axis: 'y', way: edge === 'top' ? -1 : 1 };
}

export function dampedOffset(raw: number, way: SwipeWay): number {
  if (way === 0 || raw * way >= 0) return raw;
  return raw * SWIPE_RESISTANCE;
}

/** Which way the toast leaves after a successful swipe. */
export function exitSign(offset: number, way: SwipeWay): 1 | -1 {
  if (way !== 0) return way;
  return offset < 0 ? -1 : 1;
}

/** `offset` and `velocity` share a sign convention (velocity signed, px/ms). */
export function shouldDismiss(offset: number, velocity: number, way: SwipeWay): boolean {
  const sign = exitSign(offset, way);
  const forward = offset * sign;
  if (forward >= SWIPE_DISMISS_DISTANCE_PX) return true;
  return forward >= SWIPE_FLICK_MIN_PX && velocity * sign >= SWIPE_FLICK_VELOCITY;
}

/** Distance over which a swiped toast fades to its faintest. */
export const SWIPE_FADE_DISTANCE_PX = 150;

/** Opacity while dragging: the further out, the fainter, never fully gone under the finger. */
export function swipeFade(offset: number): number {
  return 1 - Math.min(Math.abs(offset) / SWIPE_FADE_DISTANCE_PX, 1) * 0.6;
}
