import { VIEWER } from './constants';
import { rotatedSize, type Size } from './zoom-level';

/** Pan is the offset of the picture's centre from the viewport's centre, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

export interface PanBounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * How far the picture may move: half of what overflows the viewport on each side, and nothing
 * on an axis where it is smaller (there it stays centred).
 */
export function panBounds(size: Size, zoom: number, viewport: Size, rotationDeg = 0): PanBounds {
  const shown = rotatedSize(size, rotationDeg);
  const overflowX = Math.max(0, (shown.width * zoom - viewport.width) / 2);
  const overflowY = Math.max(0, (shown.height * zoom - viewport.height) / 2);
  // `|| 0` keeps -0 out, so a centred picture reports a clean 0.
  return { minX: -overflowX || 0, maxX: overflowX, minY: -overflowY || 0, maxY: overflowY };
}

/** True when the picture overflows on some axis, so a drag pans instead of swiping or closing. */
export function canPan(bounds: PanBounds): boolean {
  return bounds.maxX > 0 || bounds.maxY > 0;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampPan(pan: Point, bounds: PanBounds): Point {
  return { x: clamp(pan.x, bounds.minX, bounds.maxX), y: clamp(pan.y, bounds.minY, bounds.maxY) };
}

/** Past an edge the picture follows the finger at a fraction of its travel (iOS-style). */
export function rubberBand(value: number, min: number, max: number, factor = VIEWER.rubberBand) {
  if (value < min) return min + (value - min) * factor;
  if (value > max) return max + (value - max) * factor;
  return value;
}

export function rubberBandPan(pan: Point, bounds: PanBounds): Point {
  return {
    x: rubberBand(pan.x, bounds.minX, bounds.maxX),
    y: rubberBand(pan.y, bounds.minY, bounds.maxY),
  };
}

/**
 * The pan that keeps the picture point under `focus` (relative to the viewport centre) in place
 * while the zoom changes: what a wheel, pinch or double tap around a point needs.
 */
export function zoomAroundPoint(pan: Point, fromZoom: number, toZoom: number, focus: Point): Point {
  const ratio = toZoom / fromZoom;
  return { x: focus.x - (focus.x - pan.x) * ratio, y: focus.y - (focus.y - pan.y) * ratio };
}

/** Where a released pan coasts to: a short glide along its velocity (px/ms), PhotoSwipe-like. */
export function projectPan(pan: Point, velocity: Point, glideMs = 150): Point {
  return { x: pan.x + velocity.x * glideMs, y: pan.y + velocity.y * glideMs };
}
