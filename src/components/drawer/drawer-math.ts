import { DRAWER, type DrawerSide, type DrawerState } from './constants';

// Progress is the share of the panel on screen: 0 closed, 1 fully open. Every gesture and
// animation is expressed in it, so the maths stays independent of pixels and of the side.

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** +1 when moving right opens the drawer (left side), -1 when moving left does (right side). */
export function openingSign(side: DrawerSide): 1 | -1 {
  return side === 'left' ? 1 : -1;
}

/** Share of the panel on screen when `offset` px of its `width` show. */
export function progressFromOffset(offset: number, width: number): number {
  if (!(width > 0)) return 0;
  return clamp(offset / width, 0, 1);
}

/** Progress after a horizontal drag of `movementX` px that began at `startProgress`. */
export function progressFromDrag(
  startProgress: number,
  movementX: number,
  width: number,
  side: DrawerSide,
): number {
  if (!(width > 0)) return clamp(startProgress, 0, 1);
  return clamp(startProgress + (openingSign(side) * movementX) / width, 0, 1);
}

/** Backdrop opacity follows the progress linearly from 0 to the SPEC maximum. */
export function overlayOpacity(progress: number): number {
  return clamp(progress, 0, 1) * DRAWER.backdropMaxOpacity;
}

/** translateX of the panel, in % of its own width, for a progress (0 = fully off screen). */
export function translatePercent(progress: number, side: DrawerSide): number {
  const hidden = (1 - clamp(progress, 0, 1)) * 100;
  // `+ 0` turns -0 into 0 so the written transform reads translate3d(0%, ...).
  return (side === 'left' ? -hidden : hidden) + 0;
}

/** Progress from a computed translateX in px (what a running transition has reached). */
export function progressFromTranslate(translateX: number, width: number): number {
  if (!(width > 0)) return 0;
  return clamp(1 - Math.abs(translateX) / width, 0, 1);
}

/** translateX (px) of a computed `matrix(...)` / `matrix3d(...)`; null for 'none' or garbage. */
export function translateXFromMatrix(transform: string): number | null {
  const match = /^matrix(3d)?\(([^)]*)\)$/.exec(transform.trim());
  if (!match?.[2]) return null;
  const values = match[2].split(',').map(Number);
  const x = match[1] ? values[12] : values[4];
  return x === undefined || Number.isNaN(x) ? null : x;
}

export interface SettleInput {
  /** The state the drawer was in when the drag began. */
  from: DrawerState;
  /** Signed drag distance in px, positive towards opening. */
  offset: number;
  /** Panel width in px. */
  width: number;
  /** Release speed along x in px/ms (absolute). */
  velocity: number;
  /** Direction of the last movement: 1 towards opening, -1 towards closing, 0 at rest. */
  direction: number;
}

/**
 * Where a released drag settles. A flick faster than DRAWER.flickVelocity goes its way whatever
 * the distance; otherwise the drag must have covered the threshold share of the width towards
 * the other state (reaching it exactly counts), the same rule for opening and for closing.
 */
export function settle({ from, offset, width, velocity, direction }: SettleInput): DrawerState {
  if (velocity > DRAWER.flickVelocity && direction !== 0) {
    return direction > 0 ? 'open' : 'closed';
  }
  const travelled = width > 0 ? clamp(offset / width, -1, 1) : 0;
  if (from === 'closed') return travelled >= DRAWER.openThreshold ? 'open' : 'closed';
  return -travelled >= DRAWER.openThreshold ? 'closed' : 'open';
}
