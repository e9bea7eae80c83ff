import { VIEWER } from './constants';

/**
 * How long the rest of a slide takes. A released swipe finishes at its own speed (PhotoSwipe
 * v4: distance / velocity); a button, key or slow release scales with the distance left. Either
 * way it stays within 250 to 400 ms.
 */
export function slideDuration(remainingPx: number, viewportWidth: number, velocity = 0): number {
  const min = VIEWER.slideMinMs;
  const max = VIEWER.slideMaxMs;
  const distance = Math.abs(remainingPx);
  const speed = Math.abs(velocity);
  const raw =
    speed > 0.05
      ? distance / speed
      : min + (max - min) * (viewportWidth > 0 ? distance / viewportWidth : 1);
  return Math.round(Math.min(max, Math.max(min, raw)));
}
