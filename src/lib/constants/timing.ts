/**
 * Timings and thresholds from SPEC §9. Every value here has a test in timing.test.ts that
 * fails if it drifts from the SPEC.
 */
export const TIMING = {
  /** A lazy chunk that has not arrived after this long counts as failed ('Loading chunk N failed'). */
  chunkLoadTimeoutMs: 120_000,
  /** User-center and unified login calls. */
  loginTimeoutMs: 60_000,
  /** Every other API call. */
  apiTimeoutMs: 20_000,
  /** File uploads. */
  uploadTimeoutMs: 60_000,
  /** Pause between closing the robot and joining a queue or selecting a personal engineer. */
  queueSelectionDelayMs: 500,
  /** The message list scrolls this long after history has loaded. */
  historyScrollDelayMs: 300,
  /** Starting a chat closes any connection and waits this long before opening a new one. */
  chatRestartDelayMs: 1_000,
  /** The app clears the stored HREF this long after start. */
  appHrefClearDelayMs: 10,
  toastDurationMs: 3_000,
  tooltipCloseDelayMs: 200,
  popupBodyStyleRestoreMs: 200,
} as const;

/** Layout constants from SPEC §2 and §9. */
export const LAYOUT = {
  /** Desktop mode applies when the page is wider than this (strictly greater). */
  desktopMinWidthExclusive: 1024,
  /** "Bottom" of the message list includes this slack. */
  bottomScrollSlackPx: 200,
  toastOffsetPx: 20,
  toastSpacingPx: 16,
  drawerZIndex: 818,
  drawerOpenThreshold: 0.6,
  drawerBackdropMaxOpacity: 0.4,
  dialogTopOffset: '15vh',
} as const;
