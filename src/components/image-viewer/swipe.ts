import { VIEWER } from './constants';

export type SwipeDecision = -1 | 0 | 1;

export interface SwipeInput {
  /** Horizontal travel of the drag in px; negative is leftwards (towards the next picture). */
  movement: number;
  /** Signed horizontal release velocity in px/ms. */
  velocity: number;
  index: number;
  count: number;
}

/**
 * Which way a released horizontal drag goes: past 30 px, or a flick in the drag's direction,
 * moves one picture; at either end of the gallery it stays.
 */
export function decideSwipe({ movement, velocity, index, count }: SwipeInput): SwipeDecision {
  const far = Math.abs(movement) > VIEWER.swipeThresholdPx;
  const flick =
    Math.abs(velocity) > VIEWER.flickVelocity &&
    Math.sign(velocity) === Math.sign(movement) &&
    movement !== 0;
  if (!far && !flick) return 0;
  const step: SwipeDecision = movement < 0 ? 1 : -1;
  const target = index + step;
  return target >= 0 && target < count ? step : 0;
}

/** Backdrop opacity while dragging vertically: gone at half a screen (PhotoSwipe v4). */
export function dragCloseOpacity(movementY: number, viewportHeight: number): number {
  if (viewportHeight <= 0) return 1;
  return Math.max(0, Math.min(1, 1 - Math.abs(movementY) / (viewportHeight / 2)));
}

/** A released vertical drag closes past the drag range, or on a flick away from the centre. */
export function shouldCloseOnDrag(
  movementY: number,
  velocityY: number,
  viewportHeight: number,
): boolean {
  if (dragCloseOpacity(movementY, viewportHeight) < VIEWER.dragCloseOpacity) return true;
  return (
    Math.abs(velocityY) > VIEWER.flickVelocity &&
    Math.sign(velocityY) === Math.sign(movementY) &&
    Math.abs(movementY) > VIEWER.swipeThresholdPx
  );
}

/** The pictures kept in the DOM: the current one and `preload` on each side. */
export function slideIndices(index: number, count: number, preload: number = VIEWER.preload) {
  const indices: number[] = [];
  for (let i = Math.max(0, index - preload); i <= Math.min(count - 1, index + preload); i += 1) {
    indices.push(i);
  }
  return indices;
}
