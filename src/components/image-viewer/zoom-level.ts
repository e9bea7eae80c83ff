import { VIEWER } from './constants';

/**
 * Zoom levels in PhotoSwipe's unit: 1 means one image pixel per CSS pixel. "Scale" is the zoom
 * relative to fit (1 = the picture fits the screen), which is what buttons and the wheel step.
 */
export interface Size {
  width: number;
  height: number;
}

/** A quarter turn swaps the picture's width and height on screen. */
export function rotatedSize(size: Size, rotationDeg: number): Size {
  const quarter = Math.round(rotationDeg / 90);
  return quarter % 2 === 0 ? size : { width: size.height, height: size.width };
}

/** The largest zoom that shows the whole picture, capped at its own size (never upscaled). */
export function fitZoom(size: Size, viewport: Size, rotationDeg = 0): number {
  const { width, height } = rotatedSize(size, rotationDeg);
  if (width <= 0 || height <= 0 || viewport.width <= 0 || viewport.height <= 0) return 1;
  return Math.min(1, viewport.width / width, viewport.height / height);
}

export interface ZoomBounds {
  min: number;
  max: number;
}

export function zoomBounds(fit: number): ZoomBounds {
  return { min: fit * VIEWER.minScale, max: Math.max(VIEWER.maxSpreadZoom, fit) };
}

export function clampZoom(zoom: number, fit: number): number {
  const { min, max } = zoomBounds(fit);
  return Math.min(max, Math.max(min, zoom));
}

/** Rounds to 3 decimals so repeated 0.2 steps land on 1.2, 1.4… and not on 1.4000000000000001. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function relativeScale(zoom: number, fit: number): number {
  return round3(zoom / fit);
}

/** One button or key step: ±0.2 of scale; zooming out only happens while the scale is above 0.2. */
export function stepZoom(zoom: number, fit: number, direction: 1 | -1): number {
  const scale = zoom / fit;
  if (direction < 0 && scale <= VIEWER.minScale) return clampZoom(zoom, fit);
  return clampZoom(round3(scale + direction * VIEWER.zoomStep) * fit, fit);
}

/** Wheel deltas in px: line mode (Firefox) counts 40 px a line and page mode 800, like use-gesture. */
export function wheelDeltaPx(deltaY: number, deltaMode: number): number {
  if (deltaMode === 1) return deltaY * 40;
  if (deltaMode === 2) return deltaY * 800;
  return deltaY;
}

/** Wheel (and ctrl+wheel trackpad pinch): each delta unit is 1.5 %; negative deltaY zooms in. */
export function wheelZoom(zoom: number, fit: number, deltaY: number): number {
  const units = Math.max(-VIEWER.wheelMaxDelta, Math.min(VIEWER.wheelMaxDelta, deltaY));
  return clampZoom(zoom * (1 - units * VIEWER.wheelZoomFactor), fit);
}

/** PhotoSwipe v4's double-tap level: 100 % for pictures shrunk a lot, else 150 %. */
export function doubleTapZoom(fit: number): number {
  const target = fit < VIEWER.doubleTapZoomSmallFit ? 1 : 1.5;
  return clampZoom(target, fit);
}

/** Anything but fit counts as zoomed (a 0.1 % tolerance absorbs float noise). */
export function isZoomed(zoom: number, fit: number): boolean {
  return Math.abs(zoom / fit - 1) > 0.001;
}
