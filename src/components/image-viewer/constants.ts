import { theme } from '@/components/theme';

/**
 * Image viewer numbers from SPEC §9. The durations live in theme.durations (shared with CSS);
 * they are re-exported here so the viewer's maths reads one object. Every value has a test in
 * constants.test.ts that fails if it drifts from the SPEC.
 */
export const VIEWER = {
  /** Zoom buttons and +/- keys change the scale (1 = fits the screen) by this much. */
  zoomStep: 0.2,
  /** Each normalised wheel delta unit changes the zoom by this fraction. */
  wheelZoomFactor: 0.015,
  /** A single wheel event counts at most this many delta units, so a mouse notch stays gentle. */
  wheelMaxDelta: 20,
  rotationStepDeg: 90,
  /** The scale (relative to fit) never goes below this; zooming out stops once it is reached. */
  minScale: 0.2,
  /** PhotoSwipe's maxSpreadZoom: at most 3× the picture's own pixel size (or fit, if larger). */
  maxSpreadZoom: 3,
  /** Double tap zoom (PhotoSwipe v4 getDoubleTapZoom): 100 % for big pictures, else 150 %. */
  doubleTapZoomSmallFit: 0.7,
  doubleTapRadiusPx: 25,
  doubleTapWindowMs: 300,
  swipeThresholdPx: 30,
  /** A release faster than this (px/ms) in the drag direction is a flick. */
  flickVelocity: 0.3,
  /** Images loaded on each side of the current one. */
  preload: 1,
  /** Gap between slides as a share of the viewport width (PhotoSwipe's spacing). */
  slideSpacing: 0.12,
  /** Vertical drag closes when the backdrop opacity would drop under this (PhotoSwipe's verticalDragRange). */
  dragCloseOpacity: 0.75,
  /** Overscroll past an edge moves this share of the finger's travel. */
  rubberBand: 0.35,
  zoomMs: theme.durations.viewerZoom,
  dragCloseMs: theme.durations.viewerDragClose,
  slideMinMs: theme.durations.viewerSlideMin,
  slideMaxMs: theme.durations.viewerSlideMax,
  controlsIdleMs: theme.durations.viewerControlsIdle,
  controlsMouseLeaveMs: theme.durations.viewerControlsMouseLeave,
  loadingIndicatorDelayMs: theme.durations.viewerLoadingIndicator,
  topBarPx: parseInt(theme.layout.viewerTopBar, 10),
} as const;
