import { LAYOUT } from '@/lib/constants';

/**
 * The drawer's geometry and gesture thresholds. The three SPEC §9 values come from LAYOUT;
 * the rest are ours (SPEC does not show them) and are pinned by drawer-math.test.ts.
 */
export const DRAWER = {
  /** Share of the container's width the open panel covers. */
  widthRatio: 0.8,
  /** SPEC §9: released this far (share of the width) towards the other state, it settles there. */
  openThreshold: LAYOUT.drawerOpenThreshold,
  /** SPEC §9: the backdrop fades from 0 (closed) to this (fully open). */
  backdropMaxOpacity: LAYOUT.drawerBackdropMaxOpacity,
  /** SPEC §9. */
  zIndex: LAYOUT.drawerZIndex,
  /** Release speed (px/ms) above which a flick settles in its direction whatever the distance. */
  flickVelocity: 0.5,
  /** Width of the strip at the screen edge where a swipe can open the closed drawer. */
  edgeWidthPx: 24,
  /** Settle animation; reduced motion makes it instant. */
  settleDurationMs: 300,
} as const;

export type DrawerSide = 'left' | 'right';
export type DrawerState = 'open' | 'closed';
